/**
 * The localStorage prefixes of a learner's own progress, kept per learner and forgotten on Exit
 * (test/testProgressListeners.ts). Here, apart from the modules that use them, so that the
 * listener in the first visit's bundle does not bring those modules along.
 */
export const TEST_PROGRESS_PREFIX = 'learning.test.';
export const WATCHED_PREFIX = 'learning.watched.';
/** Where a video stopped (shared/lib/playbackPosition.ts writes these; kept apart from it). */
export const VIDEO_POSITION_PREFIX = 'learning.video.';
