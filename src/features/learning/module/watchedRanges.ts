/**
 * What part of a session video a learner has really played, kept across visits, so that the
 * video point (SPEC §4: "a point for the video") means it was watched. Before, the point
 * followed the `ended` event, which a learner reached by dragging the slider to the end.
 *
 * The ranges come from the video element's own `played` TimeRanges (what the browser actually
 * played, seeking excluded) and are merged with those stored from earlier visits, since a
 * resumed video (usePlaybackPosition) plays only its rest. Stored in localStorage per learner
 * (the session's subject, as the test progress: a browser may be shared) and per module;
 * forgotten on Exit (../test/testProgressListeners.ts).
 */
import { WATCHED_PREFIX } from '../learnerStorageKeys';

export type Range = readonly [start: number, end: number];

/** The share of a video that must have played for it to count as watched. */
export const WATCHED_SHARE = 0.9;

export const watchedKey = (owner: string, moduleId: number) =>
  `${WATCHED_PREFIX}${owner}.${moduleId}`;

/** Ranges sorted and joined where they touch or overlap. */
export function mergeRanges(ranges: readonly Range[]): Range[] {
  const sorted = [...ranges].filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** The video element's played ranges as plain pairs. */
export function playedRanges(video: HTMLVideoElement): Range[] {
  const { played } = video;
  if (!played) return [];
  return Array.from({ length: played.length }, (_, i) => [played.start(i), played.end(i)]);
}

const covered = (ranges: readonly Range[]) => ranges.reduce((sum, [s, e]) => sum + (e - s), 0);

/** What share (0 to 1) of a video of this duration the ranges cover (unknown duration: 0). */
export function watchedShare(ranges: readonly Range[], duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(1, covered(mergeRanges(ranges)) / duration);
}

/** Whether the ranges cover enough of a video of this duration (unknown duration: never). */
export function isWatched(ranges: readonly Range[], duration: number): boolean {
  if (!Number.isFinite(duration) || duration <= 0) return false;
  return covered(mergeRanges(ranges)) >= WATCHED_SHARE * duration;
}

export function readWatched(owner: string, moduleId: number): Range[] {
  try {
    const raw: unknown = JSON.parse(
      window.localStorage.getItem(watchedKey(owner, moduleId)) ?? '[]',
    );
    if (!Array.isArray(raw)) return [];
    return raw.filter(
      (r): r is Range =>
        Array.isArray(r) && r.length === 2 && r.every((n) => typeof n === 'number' && n >= 0),
    );
  } catch {
    return [];
  }
}

export function writeWatched(owner: string, moduleId: number, ranges: readonly Range[]): void {
  try {
    const rounded = ranges.map(([s, e]) => [Math.floor(s * 10) / 10, Math.ceil(e * 10) / 10]);
    window.localStorage.setItem(watchedKey(owner, moduleId), JSON.stringify(rounded));
  } catch {
    /* storage disabled: only this visit's playing counts */
  }
}
