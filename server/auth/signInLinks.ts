/**
 * One-time sign-in links (server/auth/DECISIONS.md "Sign-in link while the email is locked"). Strangers
 * can spend an email's code budget (budget.ts) from any addresses; its owner's known browsers keep
 * their own budget (devices.ts), but a new browser waited out the lock, up to a day. So when the
 * email's budget refuses a code request or a verify from a browser that is not one of its
 * devices, and the email has an account, the account is mailed a link that signs in at once.
 *
 * - The token is 32 random bytes (256 bits, base64url): nobody guesses it, so it needs no wrong-try
 *   budget, and using it is exempt from the email's lock (its whole point); the per-address rate
 *   limit of the auth calls still applies to its route.
 * - Only its SHA-256 is stored (like refresh tokens: a high-entropy token needs no key), with the
 *   email it was mailed to; it signs in to that email's account only, once, within 15 minutes.
 * - At most one link mail per email per hour, whatever the number of refusals: strangers can
 *   cause one mail an hour, no flood. The rows themselves are that record (kept an hour).
 * - The mailed URL is `<APP_ORIGIN>/auth/link#token=<token>&email=<email>`: a fragment never
 *   leaves the browser, so the token reaches no web server log, proxy or Referer; the app reads
 *   it and replaces the URL. It signs in only when the person presses "Sign in" under the email
 *   it names, and the token works for that email only: a mail scanner that opens links (and runs
 *   their pages) does not spend it, and a link someone else sent (to sign a victim in to the
 *   sender's account) says whose account it opens before it does. APP_ORIGIN is a setting, never a request header: a forged Host must not
 *   make us mail a link to someone else's site.
 * In test mode only, the last link per email is also kept in memory for GET
 * /api/__test__/last-link/ (the e2e tests read it as they read codes).
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/dialect';
import { withLock } from '../db/lock';
import { first } from '../db/query';

export const LINK_TTL_MS = 15 * 60_000;
/** At most one link mail per email in this window. */
export const LINK_MAIL_INTERVAL_MS = 60 * 60_000;
/** The app's route that consumes a link (src/shared/routes/paths.ts `signInLink`). */
export const LINK_PATH = '/auth/link';

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export class SignInLinks {
  /** Test mode only: the last link URL made per email, in process memory. */
  private readonly last: Map<string, string> | null;
  /** Link offers still running after their 429 was answered (settled() waits for them). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly appOrigin: string,
    options: { rememberLast?: boolean } = {},
  ) {
    this.last = options.rememberLast ? new Map() : null;
  }

  /**
   * A new link for the email, or null when one was made within the hour or `account` is false
   * (the caller looked the email up: an email without an account runs the same check and gets
   * none, so the work after a refusal does not tell them apart). Under a lock per email, so two
   * refusals at once on several instances still make one link.
   */
  async make(email: string, now: number, account: boolean): Promise<string | null> {
    return withLock(this.db, `sign-in-link:${email}`, async (trx) => {
      await sql`DELETE FROM sign_in_links WHERE created_at <= ${now - LINK_MAIL_INTERVAL_MS}`.execute(
        trx,
      );
      const recent = await first(
        trx,
        sql`SELECT 1 AS recent FROM sign_in_links WHERE email = ${email} LIMIT 1`,
      );
      if (recent || !account) return null;
      const token = crypto.randomBytes(32).toString('base64url');
      await sql`INSERT INTO sign_in_links (token_hash, email, created_at, expires_at)
        VALUES (${hashOf(token)}, ${email}, ${now}, ${now + LINK_TTL_MS})`.execute(trx);
      const fragment = new URLSearchParams({ token, email }).toString();
      const url = `${this.appOrigin}${LINK_PATH}#${fragment}`;
      this.last?.set(email, url);
      return url;
    });
  }

  /**
   * Spends the link mailed to `email`: false for a token that is unknown, used, expired or
   * mailed to another email (which it leaves unspent). One UPDATE claims it, so two uses at once
   * sign in once.
   */
  async use(token: string, email: string, now: number): Promise<boolean> {
    const claimed = await first<{ email: string }>(
      this.db,
      sql`UPDATE sign_in_links SET used_at = ${now}
        WHERE token_hash = ${hashOf(token)} AND email = ${email}
          AND used_at IS NULL AND expires_at >= ${now}
        RETURNING email`,
    );
    return claimed !== undefined;
  }

  /**
   * Runs an offer of a link without holding up the answer: the 429 goes out at once, the same
   * for emails with and without an account, and the link is made and mailed afterwards. Not
   * started before then (setImmediate): on SQLite the account lookup resolves at once, so the
   * link's transaction and the mail library's first steps ran before the 429 was written, and a
   * known email's 429 came 0.1 ms later than an unknown one's (medians of 200, in process), as
   * often as anyone asked (an attacker's audit).
   */
  inBackground(work: () => Promise<void>): void {
    const afterAnswer = new Promise<void>((resolve) => setImmediate(resolve));
    const running = afterAnswer.then(work).finally(() => this.running.delete(running));
    this.running.add(running);
  }

  /** Resolves once every offer running now is done (tests; the server's close). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** Test mode only: the last link made for the email (null outside test mode or if none). */
  lastLink(email: string): string | null {
    return this.last?.get(email) ?? null;
  }
}
