/** The API contract, part 5: passwordless auth with one-time codes (docs/api.md "Auth"). */
import { Type, type Static } from '@sinclair/typebox';
import { PersonName } from './common';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import type { ValidationCode } from './errors';

/**
 * What an address may hold: contract/email.ts. `errorCode`: any string rule it breaks answers
 * `invalid_email` (server/lib/validationMessages.ts).
 */
export const Email = Type.String({
  minLength: 3,
  maxLength: EMAIL_MAX_LENGTH,
  pattern: EMAIL_PATTERN,
  errorCode: 'invalid_email' satisfies ValidationCode,
});

/** Names as in the profile (contract/names.ts): trimmed, then not blank (400 `blank`). */
export const RegisterBody = Type.Object({
  first_name: PersonName({ minLength: 1 }),
  last_name: PersonName({ minLength: 1 }),
  email: Email,
  promo_code: Type.Optional(Type.String({ maxLength: 64 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

/**
 * Budgets of register, login and verify (server/auth/DECISIONS.md, "Code budget per email"). Per client address:
 * a few calls a minute per route. Per email, whatever the address: one code a minute and 5 an
 * hour (login counts unknown emails alike, so its answer never tells whether an account exists);
 * 5 wrong tries burn a code and lock verify for 1, 5, 15, then 60 minutes; at most 20 wrong codes
 * a day. Over a budget: 429 with `Retry-After: <seconds>` and
 * `{ detail, code: 'too_many_attempts' }` (the per-address limit: `code: 'too_many_requests'`); while
 * locked, verify refuses even the right code. Clients branch on the status and Retry-After.
 * A browser that has signed in to the email before has its own budget (its `device` cookie,
 * server/auth/devices.ts), so strangers spending the email's do not lock its owner out.
 */
export const LoginBody = Type.Object({ email: Email });
export type LoginBody = Static<typeof LoginBody>;

export const VerifyBody = Type.Object({
  email: Email,
  code: Type.String({ maxLength: 4, pattern: '^[0-9]{4}$' }),
});
export type VerifyBody = Static<typeof VerifyBody>;

/**
 * POST /auth/verify-link/: the token of a sign-in link, mailed to an account when strangers have
 * spent its email's code budget and a browser that is not one of its devices was refused
 * (server/auth/DECISIONS.md "Sign-in link while the email is locked"). The link is
 * `<app>/auth/link#<token>`; the token is 43 base64url characters (256 random bits). 200: a
 * TokenPair and the `device` cookie, as verify; 400 `{ token: [{ code: 'link_invalid' }] }` for
 * an unknown, used or expired link. Not subject to the email's budget; the per-address limit
 * applies.
 */
/**
 * POST /auth/verify-link/: a mailed sign-in link's token, with the email the link names (the page
 * asks "sign in as <email>?" before it posts, and the token works for that email only).
 */
export const VerifyLinkBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 128 }),
  email: Email,
});
export type VerifyLinkBody = Static<typeof VerifyLinkBody>;

/**
 * POST /auth/refresh/ (and logout). Refresh rotates: the answer is a new pair and the presented
 * token is spent. Presenting a spent token again within a short grace window after its rotation
 * (30 s on the reference server) answers the SAME pair that rotation produced — two tabs racing,
 * or a lost answer, keep the session — unless that successor was itself rotated already. Any other
 * reuse revokes the whole session (401 for every token of that login).
 */
export const RefreshBody = Type.Object({ refresh: Type.String({ minLength: 1, maxLength: 4096 }) });
export type RefreshBody = Static<typeof RefreshBody>;

export const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });
export type TokenPair = Static<typeof TokenPair>;
