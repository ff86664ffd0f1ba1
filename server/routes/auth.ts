/**
 * Passwordless auth (docs/api.md "Auth"): register/login send a code, verify trades it for tokens.
 * What a session's tokens do next (refresh, logout) is ./authSession.ts.
 */
import {
  LoginBody,
  RegisterBody,
  VerifyBody,
  VerifyLinkBody,
} from '../../src/shared/contract/auth';
import { trimName } from '../../src/shared/contract/names';
import { codeRequestWait, record, verifyWait, withEmailLock } from '../auth/budget';
import type { CodeCheck } from '../auth/codes';
import { canonicalEmail, inboxOf } from '../auth/email';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, slotOf, type CodeOwner } from '../auth/devices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { App } from '../context';
import type { Db } from '../db/dialect';
import { first } from '../db/query';
import { fieldError, fieldErrors, tooManyAttempts } from '../lib/errors';
import { rateLimitAddress } from '../lib/clientKey';
import { INVALID_EMAIL_MESSAGE } from '../lib/validationMessages';
import { AUTH_BODY_LIMIT } from '../lib/limits';
import { mailLocale } from '../mail/codeMessage';
import { personSearchText } from '../lib/people';
import { grantPromo, isPromoCode, PROMO_INVALID } from './promo';

/** The email's one spelling (auth/email.ts); one IDNA cannot address is a 400 like the schema's. */
const normalizeEmail = (email: string) => {
  const canonical = canonicalEmail(email);
  if (canonical === null) throw fieldError('email', 'invalid_email', INVALID_EMAIL_MESSAGE);
  return canonical;
};
const LINK_INVALID = 'This sign-in link is invalid, used or expired. Log in again.';

export async function authRoutes(app: App): Promise<void> {
  const { db, codes, devices } = app.ctx;
  const limited = {
    auth: 'ignore' as const,
    rateLimit: { max: app.ctx.authRateLimit.max, timeWindow: app.ctx.authRateLimit.timeWindow },
  };
  const bodyLimit = AUTH_BODY_LIMIT;
  const userByEmail = async (on: Db, email: string) =>
    (await first<{ id: number }>(on, sql`SELECT id FROM people WHERE email = ${email}`))?.id;
  /**
   * Hands the code to the delivery once the answer is out (mail/codeDelivery.ts says why it is
   * not awaited). Not even started before: the mail library's synchronous part (building the
   * message, opening a connection) made a known email's login 0.24 ms slower than an unknown
   * one's (median of 300, in process), a clock that tells accounts apart.
   */
  const sendCode = (email: string, code: string, acceptLanguage: string | undefined) =>
    setImmediate(() => {
      void app.ctx.mail.send({ to: email, code, locale: mailLocale(acceptLanguage) });
    });
  /**
   * The email's own budget refused a browser that is not one of its devices: strangers may hold
   * it. If the email has an account, mail it a sign-in link (auth/signInLinks.ts; at most one an
   * hour). In the background, after the same 429 every email gets, so nothing tells them apart.
   */
  const refusedByEmailBudget = (owner: CodeOwner, req: FastifyRequest, wait: number) => {
    if (owner.device) return tooManyAttempts(wait);
    const locale = mailLocale(req.headers['accept-language']);
    const now = app.ctx.now();
    app.ctx.signInLinks.inBackground(async () => {
      try {
        const account = (await userByEmail(db, owner.email)) !== undefined;
        // The link check runs for emails without an account too (it makes them none), so what
        // follows a 429 is the same work for every email but the one link an hour.
        const link = await app.ctx.signInLinks.make(owner.email, now, account);
        if (link) void app.ctx.mail.send({ to: owner.email, link, locale });
      } catch (err) {
        req.log.error({ err: { message: (err as Error).message } }, 'Sign-in link offer failed');
      }
    });
    return tooManyAttempts(wait);
  };
  /** The email's own budget, or a device's that has signed in to it before (auth/devices.ts). */
  const ownerOf = (req: FastifyRequest, email: string) =>
    devices.ownerOf(email, req.cookies[DEVICE_COOKIE]);
  // A browser that has signed in to the email before is counted by itself, not with its address:
  // a class behind a school's one address signs back in without waiting in turns. The limit per
  // address is what stops one client spraying codes to many inboxes; a device cookie names one
  // email, so it sprays nothing. After the body is read (preHandler): it names the email.
  const perDevice = {
    ...limited.rateLimit,
    hook: 'preHandler' as const,
    keyGenerator: async (req: FastifyRequest) => {
      const { email } = (req.body ?? {}) as { email?: unknown };
      const canonical = typeof email === 'string' ? canonicalEmail(email) : null;
      const owner = canonical === null ? null : await ownerOf(req, canonical);
      return owner?.device
        ? `device:${owner.device}|${req.routeOptions.url}`
        : `${rateLimitAddress(req.ip)}|${req.routeOptions.url}`;
    },
  };
  const codeRoute = { ...limited, rateLimit: perDevice };
  /** Marks (or keeps) the device as one that has signed in to the email. */
  const rememberDevice = async (reply: FastifyReply, req: FastifyRequest, owner: CodeOwner) => {
    const cookie = await devices.issue(owner);
    reply.setCookie(DEVICE_COOKIE, cookie.value, {
      path: DEVICE_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: req.protocol === 'https',
      maxAge: cookie.maxAgeSeconds,
    });
  };
  /**
   * The budgets a request spends: its owner's slot and, for a stranger, its inbox's
   * (auth/email.ts inboxOf): the inbox's own email's slot, so anna+1@… spends anna@…'s too. A
   * device keeps its own budget alone, as ever.
   */
  const inboxSlots = (owner: CodeOwner): string[] => {
    const slot = slotOf(owner);
    const inbox = inboxOf(owner.email);
    return owner.device || inbox === slot ? [slot] : [slot, inbox];
  };
  /**
   * Counts a code request against its owner's budget and issues the code, under the email's
   * lock; answers 429 when the budget is spent. Returns the code, or null when `issue` says no.
   */
  const requestCode = async (
    req: FastifyRequest,
    owner: CodeOwner,
    issue: (trx: Db, now: number) => Promise<string | null>,
  ): Promise<string | null> => {
    const now = app.ctx.now();
    const slots = inboxSlots(owner);
    const outcome = await withEmailLock(db, inboxOf(owner.email), async (trx) => {
      let wait = 0;
      for (const s of slots)
        wait = Math.max(wait, await codeRequestWait(trx, app.ctx.codeBudget, s, now));
      if (wait > 0) return { wait };
      for (const s of slots) await record(trx, s, 'code_sent', now);
      return { wait: 0, code: await issue(trx, now) };
    });
    if (outcome.wait > 0) throw refusedByEmailBudget(owner, req, outcome.wait);
    return outcome.code ?? null;
  };

  // A known email is answered exactly like a new one (status, body, work done), so registration
  // cannot probe for accounts either. Its owner still gets a code; verifying it logs into the
  // existing account, and the names and promo code of the form are dropped (docs/api.md "Auth").
  app.post(
    '/auth/register/',
    { schema: { body: RegisterBody }, config: codeRoute, bodyLimit },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      const promo = req.body.promo_code?.trim() || null;
      // The promo check says nothing about accounts, so it may still answer 400.
      if (promo && !(await isPromoCode(db, promo)))
        throw fieldErrors({ promo_code: [{ code: 'promo_invalid', message: PROMO_INVALID }] });
      const registration = {
        first_name: trimName(req.body.first_name),
        last_name: trimName(req.body.last_name),
        promo_code: promo,
      };
      // Spaces or invisible characters alone are no name (contract/names.ts).
      const blank = (['first_name', 'last_name'] as const).filter((f) => !registration[f]);
      if (blank.length)
        throw fieldErrors(
          Object.fromEntries(
            blank.map((f) => [f, [{ code: 'blank', message: 'This field may not be blank.' }]]),
          ),
        );
      const owner = await ownerOf(req, email);
      const code = await requestCode(req, owner, (trx, now) =>
        codes.issue(owner, now, registration, trx),
      );
      if (code) sendCode(email, code, req.headers['accept-language']);
      return reply.code(201).send({ detail: 'A code has been sent to your email.' });
    },
  );

  // The same answer whether or not the email has an account, so it cannot be probed: the code
  // request budget is spent for unknown emails too, and they get a code nobody is sent, so that
  // verify answers them as it answers known ones.
  app.post(
    '/auth/login/',
    { schema: { body: LoginBody }, config: codeRoute, bodyLimit },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      const owner = await ownerOf(req, email);
      const code = await requestCode(req, owner, async (trx, now) => {
        if ((await userByEmail(trx, email)) !== undefined)
          return codes.issue(owner, now, null, trx);
        await codes.issueDecoy(owner, now, trx);
        return null;
      });
      if (code) sendCode(email, code, req.headers['accept-language']);
      return { detail: 'If an account exists for this email, a code has been sent to it.' };
    },
  );

  app.post(
    '/auth/verify/',
    { schema: { body: VerifyBody }, config: codeRoute, bodyLimit },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      const owner = await ownerOf(req, email);
      const now = app.ctx.now();
      // Budget, check and its bookkeeping under the email's lock, committed before answering:
      // an error thrown inside would roll the counted wrong try back.
      type Outcome =
        | { kind: 'locked'; wait: number }
        | { kind: 'refused'; check: Exclude<CodeCheck, { ok: true }>; wait: number }
        | { kind: 'verified'; userId: number | undefined };
      // The inbox's lock, as a code request's: a code is never issued while it is being checked.
      // A stranger's wrong codes count against the inbox's budget too, as its code requests do:
      // else each of anna+1@, anna+2@, … had 20 wrong codes a day of its own.
      const slots = inboxSlots(owner);
      const outcome = await withEmailLock(db, inboxOf(email), async (trx): Promise<Outcome> => {
        const waitNow = async () => {
          let wait = 0;
          for (const s of slots)
            wait = Math.max(wait, await verifyWait(trx, app.ctx.codeBudget, s, now));
          return wait;
        };
        // While locked even the right code is refused: answering it would let the guessing go on.
        const locked = await waitNow();
        if (locked > 0) return { kind: 'locked', wait: locked };
        const check = await codes.check(owner, req.body.code, now, trx);
        if (!check.ok) {
          for (const s of slots) {
            if (check.wrong) await record(trx, s, 'wrong_code', now);
            if (check.burned) await record(trx, s, 'code_burned', now);
          }
          // The try that spends the budget already says how long to wait.
          const wait = check.wrong ? await waitNow() : 0;
          return { kind: 'refused', check, wait };
        }
        // An existing account wins over a registration: its owner registered again and is logged in.
        let userId = await userByEmail(trx, email);
        if (userId === undefined && check.registration)
          userId = await createUser(trx, email, check.registration);
        return { kind: 'verified', userId };
      });
      if (outcome.kind === 'locked') throw refusedByEmailBudget(owner, req, outcome.wait);
      if (outcome.kind === 'refused') {
        if (outcome.wait > 0) throw refusedByEmailBudget(owner, req, outcome.wait);
        throw fieldError('code', outcome.check.code, outcome.check.message);
      }
      if (outcome.userId === undefined) throw fieldError('code', 'invalid_code', 'Invalid code');
      await rememberDevice(reply, req, owner);
      return app.ctx.tokens.issue(outcome.userId);
    },
  );

  // A link mailed while strangers hold the email's budget (auth/signInLinks.ts): not subject to
  // that budget (its point; 256 random bits need no guessing budget), only to the per-address
  // limit. Signs in like verify: a session, and this browser becomes one of the email's devices.
  app.post(
    '/auth/verify-link/',
    { schema: { body: VerifyLinkBody }, config: limited, bodyLimit },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      const used = await app.ctx.signInLinks.use(req.body.token, email, app.ctx.now());
      const userId = used ? await userByEmail(db, email) : undefined;
      if (userId === undefined) throw fieldError('token', 'link_invalid', LINK_INVALID);
      await rememberDevice(reply, req, await ownerOf(req, email));
      return app.ctx.tokens.issue(userId);
    },
  );

  async function createUser(
    trx: Db,
    email: string,
    r: { first_name: string; last_name: string; promo_code: string | null },
  ): Promise<number> {
    const person = { first_name: r.first_name, last_name: r.last_name, middle_name: '', about: '' };
    const created = await first<{ id: number }>(
      trx,
      sql`INSERT INTO people (email, first_name, last_name, search_text, created_at)
        VALUES (${email}, ${r.first_name}, ${r.last_name}, ${personSearchText(person)}, ${app.ctx.now()})
        RETURNING id`,
    );
    const id = created!.id;
    // A valid promo code opens every paid course (the reference server's reading of "promo"),
    // and counts as used by the new account (POST /profile/promo/ then answers promo_used).
    if (r.promo_code && (await isPromoCode(trx, r.promo_code)))
      await grantPromo(trx, app.ctx.content, id, r.promo_code, app.ctx.now());
    return id;
  }
}
