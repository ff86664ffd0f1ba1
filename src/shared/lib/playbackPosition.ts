/**
 * Where a learner stopped a session video, kept per module in localStorage (written by the
 * player's usePlaybackPosition; read there and by Home's "Continue learning" to say where a
 * session resumes). Seconds, whole; 0 when nothing is saved or storage is off.
 */
export const positionKey = (moduleId: number) => `learning.video.${moduleId}`;

export function readPosition(moduleId: number): number {
  try {
    const value = Number(window.localStorage.getItem(positionKey(moduleId)));
    return Number.isFinite(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

export function writePosition(moduleId: number, seconds: number | null): void {
  try {
    if (seconds === null) window.localStorage.removeItem(positionKey(moduleId));
    else window.localStorage.setItem(positionKey(moduleId), String(Math.floor(seconds)));
  } catch {
    /* storage disabled: no resume, nothing else breaks */
  }
}

/** A position as m:ss (3:07), as the player shows it. */
export const formatPosition = (seconds: number): string => {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
