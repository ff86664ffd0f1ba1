/**
 * The phone field's mask, chosen by the number's country code (ITU-T E.164): the SPEC's example
 * mask `+# (###) ###-##-##` for the codes it was made for, +7 (Russia, Kazakhstan) and +1 (North
 * America), whose national numbers are 10 digits; any other number keeps its country code
 * whole, then the national number in groups of three, up to E.164's 15 digits. Before, every
 * number took the SPEC's shape by its length, so +49 30 1234567 read "+4 (930) 123-45-67".
 * A lookup table of code lengths instead of a phone library (libphonenumber-js): its metadata
 * would be the larger part of the personal account's chunk, for a field that is only grouped.
 */

/** Two-digit country codes; +1 and +7 are the one-digit ones, every other code has three. */
const TWO_DIGIT_CODES = new Set([
  20, 27, 30, 31, 32, 33, 34, 36, 39, 40, 41, 43, 44, 45, 46, 47, 48, 49, 51, 52, 53, 54, 55, 56,
  57, 58, 60, 61, 62, 63, 64, 65, 66, 81, 82, 84, 86, 90, 91, 92, 93, 94, 95, 98,
]);
const SPEC_MASK = '+# (###) ###-##-##';
/** E.164: at most 15 digits with the country code. */
export const PHONE_MAX_DIGITS = 15;
/** The shortest national numbers in use (some small countries) plus their code. */
const PHONE_MIN_DIGITS = 8;

/** How many digits the country code of these digits has (1 to 3). */
export function countryCodeLength(digits: string): number {
  if (digits.startsWith('1') || digits.startsWith('7')) return 1;
  return TWO_DIGIT_CODES.has(Number(digits.slice(0, 2))) ? 2 : 3;
}

/** The mask for what is typed so far (maska calls it on every change). */
export function phoneMask(value: string): string {
  const digits = value.replace(/\D/g, '');
  const code = countryCodeLength(digits);
  if (code === 1) return SPEC_MASK;
  const national = PHONE_MAX_DIGITS - code;
  const groups = Array.from({ length: Math.ceil(national / 3) }, (_, i) =>
    '#'.repeat(Math.min(3, national - i * 3)),
  );
  return `+${'#'.repeat(code)} ${groups.join(' ')}`;
}

/** Empty, a whole +1 or +7 number (11 digits), or any other of 8 to 15 digits. */
export function isPhoneComplete(phone: string): boolean {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return true;
  if (countryCodeLength(digits) === 1) return digits.length === 11;
  return digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
}
