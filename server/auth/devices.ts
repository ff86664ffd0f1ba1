/**
 * Devices that have signed in to an account (OWASP's "device cookies"). The code budget per
 * email (budget.ts) stops a guesser with any number of addresses, but it also let anyone who
 * knows an email spend it: burn its codes with wrong tries or ask for its hour's codes, and its
 * owner waited up to a day. A device that has verified a code for the email before gets a
 * cookie naming it, and from then on that device's codes and budget are its own: what strangers
 * spend is the budget of devices the account has never been used on.
 *
 * The cookie is a JWT (jose, HS256, under a key derived from the token secret with HKDF, so it
 * can never pass for an access token), HttpOnly, SameSite=Strict and sent to /api/auth/ only. It
 * names the email and a random device id, and lives a year; each sign-in on the device renews it.
 * It grants nothing but a budget: the code still has to come from the inbox. A browser holds
 * one: signing in to another account there makes it that account's device (a shared family
 * computer keeps the trust of whoever signed in last; the other falls back to the email's budget).
 */
import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const DEVICE_COOKIE = 'device';
export const DEVICE_COOKIE_PATH = '/api/auth/';
const DEVICE_TTL_SECONDS = 365 * 24 * 3600;
const AUDIENCE = 'device';

/** Whose budget a code request or a verify spends: the email's own, or a known device's. */
export interface CodeOwner {
  email: string;
  /** The device id of a valid device cookie for this email; null for any other client. */
  device: string | null;
}

/**
 * The key of the owner's codes and budget rows (the `email` column of auth_codes and
 * auth_events). Emails have no spaces, so a device's key can never be an email.
 */
export const slotOf = ({ email, device }: CodeOwner): string =>
  device ? `${email} device:${device}` : email;

export class TrustedDevices {
  private readonly key: Uint8Array;

  constructor(
    secret: Uint8Array,
    private readonly now: () => number,
  ) {
    this.key = new Uint8Array(crypto.hkdfSync('sha256', secret, 'device-cookies', 'device', 32));
  }

  /** The owner a request speaks for: the device when its cookie is ours and for this email. */
  async ownerOf(email: string, cookie: string | undefined): Promise<CodeOwner> {
    if (!cookie) return { email, device: null };
    try {
      const { payload } = await jwtVerify(cookie, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        currentDate: new Date(this.now()),
      });
      const device = typeof payload.jti === 'string' ? payload.jti : null;
      return { email, device: payload.sub === email ? device : null };
    } catch {
      return { email, device: null };
    }
  }

  /** A cookie for the device that just verified a code: its id kept, or a new one. */
  async issue(owner: CodeOwner): Promise<{ value: string; maxAgeSeconds: number }> {
    const issuedAt = Math.floor(this.now() / 1000);
    const value = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.email)
      .setJti(owner.device ?? crypto.randomUUID())
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + DEVICE_TTL_SECONDS)
      .sign(this.key);
    return { value, maxAgeSeconds: DEVICE_TTL_SECONDS };
  }
}
