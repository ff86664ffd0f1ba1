/** Pure helpers of the one-time-code entry (SPEC §5.1), kept apart so they are easy to test. */
export const CODE_LENGTH = 4;

export const emptyDigits = (length: number) => Array.from({ length }, () => '');

export const isDigit = (key: string) => /^[0-9]$/.test(key);

/** A pasted or autofilled code: its digits, in order, fill the boxes from the first. */
export function fillFromText(text: string, length: number): string[] {
  const digits = text.replace(/\D/g, '').slice(0, length).split('');
  return [...digits, ...emptyDigits(length - digits.length)];
}

export const joinDigits = (digits: string[]) => digits.join('');
