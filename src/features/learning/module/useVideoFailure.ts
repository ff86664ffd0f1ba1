/**
 * A video that failed to load (opened offline, or the network dropped before its data came)
 * left the element dead: a black 0:00 whose play button did nothing, nothing said, and still
 * so once the connection was back, until a reload. Now the failure is said under the player
 * with "Try again", and the video is asked for again by itself when the connection comes back;
 * the saved position resumes it (./usePlaybackPosition.ts).
 */
import { useCallback, useEffect, useState, type RefObject } from 'react';

export function useVideoFailure(ref: RefObject<HTMLVideoElement | null>) {
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    ref.current?.load();
  }, [ref]);
  // A page the server rendered: the element may have failed before React listened to it.
  useEffect(() => {
    if (ref.current?.error) setFailed(true);
  }, [ref]);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);
  return { failed, fail: () => setFailed(true), retry };
}
