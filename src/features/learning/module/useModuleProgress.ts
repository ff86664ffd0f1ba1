/**
 * SPEC §4 progress of a module: the first play posts `start` (label video), watching the video
 * posts the video `point`, and opening or downloading a material posts a material `point`; a
 * point answered 200 reloads the module (learningApi invalidates it), turning Viewed into
 * Completed. Watching means 90% of the video really played, over this and earlier visits
 * (./watchedRanges.ts), not reaching its end by dragging the slider there. Visitors post
 * nothing: the API would answer 401 and the 401 rule (SPEC §8) would send them to /auth in the
 * middle of a free video.
 */
import { useCallback, useRef, useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectIsAuthorized, selectSessionSubject } from '@/features/auth/authSlice';
import { usePointModuleMutation, useStartModuleMutation } from '../learningApi';
import {
  isWatched,
  mergeRanges,
  playedRanges,
  readWatched,
  watchedShare,
  writeWatched,
} from './watchedRanges';

/** How soon a video point that failed (a dropped network) is tried again. */
export const POINT_RETRY_MS = 10_000;

export function useModuleProgress(moduleId: number, videoId: number | null) {
  const authorized = useAppSelector(selectIsAuthorized);
  const [start] = useStartModuleMutation();
  const [point] = usePointModuleMutation();
  // One start per page visit (the component is keyed by module id).
  const started = useRef<Promise<unknown> | null>(null);

  const onVideoPlay = useCallback(() => {
    if (!authorized || videoId === null || started.current) return;
    started.current = start({ id: moduleId, object_id: videoId });
  }, [authorized, moduleId, videoId, start]);

  // As the test page: a token without a readable subject still has its own (unnamed) learner.
  const owner = useAppSelector(selectSessionSubject) ?? 'unknown';
  // One video point per page visit, once enough has played; a failed one is tried again on a
  // later time update, pause or end, at most every POINT_RETRY_MS.
  const credited = useRef(false);
  const retryAt = useRef(0);
  /**
   * The share watched when the video reached its end without counting (the learner skipped
   * ahead): said under the player, else the end of the video looked like the end of the task
   * and the session stayed Viewed with no word why. null once it counts, or before an end.
   */
  const [endedShort, setEndedShort] = useState<number | null>(null);

  /** On the video's time updates, pause and end: records what played, credits it once. */
  const onVideoProgress = useCallback(
    async (video: HTMLVideoElement, ended = false) => {
      if (!authorized || videoId === null || credited.current) return;
      const ranges = mergeRanges([...readWatched(owner, moduleId), ...playedRanges(video)]);
      writeWatched(owner, moduleId, ranges);
      if (!isWatched(ranges, video.duration)) {
        if (ended) setEndedShort(watchedShare(ranges, video.duration));
        return;
      }
      setEndedShort(null);
      if (Date.now() < retryAt.current) return;
      credited.current = true;
      onVideoPlay();
      await started.current; // the point must follow the start, never overtake it
      const result = await point({ id: moduleId, object_id: videoId, label: 'video' });
      if ('error' in result) {
        credited.current = false;
        retryAt.current = Date.now() + POINT_RETRY_MS;
      }
    },
    [authorized, owner, moduleId, videoId, onVideoPlay, point],
  );

  const onMaterialOpened = useCallback(
    (materialId: number) => {
      if (authorized) void point({ id: moduleId, object_id: materialId, label: 'material' });
    },
    [authorized, moduleId, point],
  );

  return {
    onVideoPlay,
    onVideoProgress,
    onMaterialOpened,
    endedShort,
    tracksProgress: authorized,
  };
}
