/**
 * Remembers where a learner stopped a session video (localStorage per module id), so coming back
 * resumes there (storage: shared/lib/playbackPosition.ts). Saved every few seconds while playing
 * and on pause; forgotten once the video has been watched to the end, so the next visit starts
 * from the beginning.
 */
import { useCallback, useRef, useState, type SyntheticEvent } from 'react';
import { readPosition, writePosition } from '@/shared/lib/playbackPosition';

const SAVE_EVERY_S = 5;
/** Near either end there is nothing worth resuming. */
const EDGE_S = 2;

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

export function usePlaybackPosition(moduleId: number) {
  const lastSaved = useRef(0);
  const [resumedAt, setResumedAt] = useState<number | null>(null);

  /**
   * Seeks to the saved position, once the video knows its length: on `loadedmetadata`, or at
   * mount when that event came before React listened (a server-rendered player, or one whose
   * data was cached: its metadata can load first, and resume was skipped on every full load).
   */
  const resume = useCallback(
    (video: HTMLVideoElement) => {
      const saved = readPosition(moduleId);
      const duration = Number.isFinite(video.duration) ? video.duration : Infinity;
      if (saved > EDGE_S && saved < duration - EDGE_S) {
        video.currentTime = saved;
        lastSaved.current = saved;
        setResumedAt(saved);
      }
    },
    [moduleId],
  );
  const onLoadedMetadata = useCallback(
    (event: VideoEvent) => resume(event.currentTarget),
    [resume],
  );

  const onTimeUpdate = useCallback(
    (event: VideoEvent) => {
      const { currentTime } = event.currentTarget;
      if (Math.abs(currentTime - lastSaved.current) < SAVE_EVERY_S) return;
      lastSaved.current = currentTime;
      writePosition(moduleId, currentTime);
    },
    [moduleId],
  );

  const onPause = useCallback(
    (event: VideoEvent) => {
      const video = event.currentTarget;
      if (!video.ended) writePosition(moduleId, video.currentTime);
    },
    [moduleId],
  );

  const onEnded = useCallback(() => {
    writePosition(moduleId, null);
    lastSaved.current = 0;
    setResumedAt(null);
  }, [moduleId]);

  const startOver = useCallback(
    (video: HTMLVideoElement | null) => {
      writePosition(moduleId, null);
      lastSaved.current = 0;
      setResumedAt(null);
      if (video) video.currentTime = 0;
    },
    [moduleId],
  );

  return {
    resumedAt,
    startOver,
    resume,
    handlers: { onLoadedMetadata, onTimeUpdate, onPause, onEnded },
  };
}
