/**
 * What an email address may hold (docs/api.md "Auth"): one `@`, a dot in the domain, and none of
 * whitespace, controls (Unicode Cc), the line and paragraph separators, the bidi embedding,
 * override and isolate controls (U+202A–U+202E, U+2066–U+2069), or the characters that make one
 * address string several or a display name (`,;<>()[]\"`). The address is shown to the person it
 * belongs to, and to whoever opens a sign-in link, on a page that asks "sign in as <email>?"
 * (features/auth/pages/SignInLinkPage.tsx): an override there could show another address's text.
 * It is also handed to the mail library, which reads `a,b@…` as two recipients. Quoted local
 * parts are refused with them; no one signs up with one.
 *
 * Plain regular expressions, no TypeBox: the app's forms import this file too.
 */
const PART =
  '[^@\\s,;<>()\\[\\]\\\\"\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069]+';

/** As a schema `pattern` (contract/auth.ts), with the same meaning with and without the `u` flag. */
export const EMAIL_PATTERN = `^${PART}@${PART}\\.${PART}$`;

/** The longest address SMTP carries. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL = new RegExp(EMAIL_PATTERN);

/** Whether an address (already trimmed) is one the server takes. */
export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
