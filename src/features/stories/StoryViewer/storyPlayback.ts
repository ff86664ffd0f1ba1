/**
 * Where the story viewer is: which story and which of its files. A pure step function, so the
 * order (files of a story in turn, then the next story; back again the same way) is testable.
 */
export interface Position {
  story: number;
  file: number;
}

/** Number of files of each story, in strip order. */
export type Shape = readonly number[];

/** The next position, or null after the last file of the last story (the viewer closes). */
export function nextPosition(shape: Shape, { story, file }: Position): Position | null {
  if (file + 1 < (shape[story] ?? 0)) return { story, file: file + 1 };
  for (let s = story + 1; s < shape.length; s++) if (shape[s] > 0) return { story: s, file: 0 };
  return null;
}

/** The previous position; from the very first file it stays there (restarting it). */
export function previousPosition(shape: Shape, { story, file }: Position): Position {
  if (file > 0) return { story, file: file - 1 };
  for (let s = story - 1; s >= 0; s--) if (shape[s] > 0) return { story: s, file: shape[s] - 1 };
  return { story, file };
}

/** Images stay this long; videos play until they end (SPEC is silent; ~5 s is the usual rhythm). */
export const IMAGE_DURATION_MS = 5000;
