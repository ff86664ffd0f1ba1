import { readingTimeout } from './readingTimeout';
import { SNACKBAR_TIMEOUT_MS } from './snackbarSlice';

describe('readingTimeout', () => {
  it("keeps the SPEC's 3 s for its own short messages", () => {
    expect(readingTimeout('There was an error loading the received certificates')).toBe(
      SNACKBAR_TIMEOUT_MS,
    );
    expect(readingTimeout('')).toBe(SNACKBAR_TIMEOUT_MS);
  });

  it('gives a long message 300 ms a word', () => {
    const names = Array.from({ length: 6 }, (_, i) => `Course number ${i + 1}`).join(', ');
    const text = `Code accepted. These courses are now open to you: ${names}.`;
    expect(readingTimeout(text)).toBe(text.split(' ').length * 300);
    expect(readingTimeout(text)).toBeGreaterThan(8000);
  });
});
