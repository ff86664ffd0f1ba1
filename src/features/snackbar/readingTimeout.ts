import { SNACKBAR_TIMEOUT_MS } from './snackbarSlice';

/** A slow reader's pace, 200 words a minute. */
const MS_PER_WORD = 300;

/**
 * How long a snackbar saying `text` stays: SPEC §9's 3 s, or longer for a message that takes
 * longer to read (a promo code's acceptance naming six courses is 40 words: 12 s), so a reader
 * does not have to chase it with the pointer to keep it (WCAG 2.2.1; it also holds while
 * hovered or focused). The SPEC's own messages are under ten words and keep their 3 s.
 */
export function readingTimeout(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(SNACKBAR_TIMEOUT_MS, words * MS_PER_WORD);
}
