import type { MaskTokens } from 'maska';

/**
 * Mask tokens for SPEC §5.3 (digit, alphanumeric, letter, uppercase, lowercase, escape, repeat).
 * maska's built-in defaults are '#' digit, '@' latin letter, '*' latin alphanumeric and the '!'
 * escape. We replace the letter classes with Unicode ones so Cyrillic names and codes work too.
 *
 *   #  digit                          '+# (###) ###-##-##'
 *   X  letter or digit (alias: *)     'XXXX-XXXX'
 *   @  letter                         '@@'
 *   A  letter, shown uppercase        'AA-####'   (typed 'ab12' -> 'AB-12')
 *   a  letter, shown lowercase        'aaa'
 *   !  escape: the next char is literal  '!#####'  -> '#' then 4 digits
 *   9  digit, repeated any number of times (maska `multiple`)  '#-9' -> '1-2345...'
 * Any other character is a literal that the mask inserts itself.
 */

const alphanumeric = { pattern: /[\p{L}\p{N}]/u };

export const maskTokens: MaskTokens = {
  '#': { pattern: /[0-9]/ },
  X: alphanumeric,
  '*': alphanumeric,
  '@': { pattern: /\p{L}/u },
  A: { pattern: /\p{Lu}/u, transform: (char) => char.toLocaleUpperCase() },
  a: { pattern: /\p{Ll}/u, transform: (char) => char.toLocaleLowerCase() },
  '9': { pattern: /[0-9]/, multiple: true },
};

/** Example masks used across the app. */
export const PHONE_MASK = '+# (###) ###-##-##';
