/**
 * What a person's name may hold: first, last and middle names, in the profile and at registration
 * (docs/api.md "Names"). Names are shown in the community, on public profiles, the certificate
 * check and in PDFs, so a name refuses characters that are not text — controls (Unicode Cc: NUL,
 * BEL, ESC, line breaks), the line and paragraph separators, lone surrogates (half of a pair, not
 * a character at all) and the bidi embedding, override and isolate controls (U+202A–U+202E,
 * U+2066–U+2069), which reorder whatever is shown after the name. Other invisible format
 * characters (Cf) may stay between letters: U+200C (ZWNJ) is part of how Persian names are
 * spelled, U+200D (ZWJ) of some Indic ones. At the ends they are trimmed like spaces, so a name
 * made only of them and spaces is blank.
 *
 * Plain regular expressions, no TypeBox: the app imports this file too.
 */

/**
 * The allowed characters as a schema `pattern`. Written without `\p{…}` so that it means the
 * same with and without the `u` flag (TypeBox compiles `new RegExp(pattern)`, JSON Schema
 * validators add `u`): a surrogate is allowed only as part of a pair.
 */
export const NAME_PATTERN =
  '^(?:[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069\\uD800-\\uDFFF]|[\\uD800-\\uDBFF][\\uDC00-\\uDFFF])*$';
const ALLOWED = new RegExp(NAME_PATTERN);

/** Whitespace and invisible format characters (Unicode Cf: U+200B, U+2060, U+FEFF, …) at an end. */
const EDGES = /^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu;

/** The name as stored: whitespace and invisible format characters trimmed from both ends. */
export const trimName = (name: string) => name.replace(EDGES, '');

/** Why a name cannot be saved as it is: characters that are not text, or nothing visible. */
export function nameProblem(name: string): 'invalid_characters' | 'blank' | null {
  if (!ALLOWED.test(name)) return 'invalid_characters';
  return trimName(name) === '' ? 'blank' : null;
}
