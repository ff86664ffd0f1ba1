/** Passwordless auth (docs/api.md "Auth"): register/login send a code, verify trades it for tokens. */
import { LoginBody, RefreshBody, RegisterBody, VerifyBody } from '../../src/shared/contract/auth';
import { codeRequestWait, record, verifyWait } from '../auth/budget';
import type { App } from '../context';
import { fieldError, fieldErrors, tooManyAttempts, unauthorized } from '../lib/errors';
import { AUTH_BODY_LIMIT } from '../lib/limits';
import { mailLocale } from '../mail/codeMessage';
import { sql } from '../lib/prepared';
import { personSearchText } from '../lib/people';

export const PROMO_INVALID =
  'An incorrect promotional code was entered. Check your entry is correct';
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function authRoutes(app: App): Promise<void> {
  const { db, codes } = app.ctx;
  const limited = {
    auth: 'ignore' as const,
    rateLimit: { max: app.ctx.authRateLimit.max, timeWindow: app.ctx.authRateLimit.timeWindow },
  };
  const bodyLimit = AUTH_BODY_LIMIT;
  const userByEmail = (email: string) =>
    sql(db, 'SELECT id FROM people WHERE email = ?').pluck().get(email) as number | undefined;
  /** Hands the code to the delivery without waiting (mail/codeDelivery.ts says why). */
  const sendCode = (email: string, code: string, acceptLanguage: string | undefined) =>
    void app.ctx.mail.send({ to: email, code, locale: mailLocale(acceptLanguage) });
  /** Counts a code request against the email's budget, or answers 429 when it is spent. */
  const spendCodeRequest = (email: string, now: number) => {
    const wait = codeRequestWait(db, app.ctx.codeBudget, email, now);
    if (wait > 0) throw tooManyAttempts(wait);
    record(db, email, 'code_sent', now);
  };

  // A known email is answered exactly like a new one (status, body, work done), so registration
  // cannot probe for accounts either. Its owner still gets a code; verifying it logs into the
  // existing account, and the names and promo code of the form are dropped (docs/api.md "Auth").
  app.post(
    '/auth/register/',
    { schema: { body: RegisterBody }, config: limited, bodyLimit },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      const promo = req.body.promo_code?.trim() || null;
      // The promo check says nothing about accounts, so it may still answer 400.
      if (promo && !sql(db, 'SELECT 1 FROM promo_codes WHERE code = ?').get(promo))
        throw fieldErrors({ promo_code: [{ code: 'promo_invalid', message: PROMO_INVALID }] });
      const now = app.ctx.now();
      spendCodeRequest(email, now);
      const code = codes.issue(email, now, {
        first_name: req.body.first_name.trim(),
        last_name: req.body.last_name.trim(),
        promo_code: promo,
      });
      sendCode(email, code, req.headers['accept-language']);
      return reply.code(201).send({ detail: 'A code has been sent to your email.' });
    },
  );

  // The same answer whether or not the email has an account, so it cannot be probed: the code
  // request budget is spent for unknown emails too.
  app.post(
    '/auth/login/',
    { schema: { body: LoginBody }, config: limited, bodyLimit },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      const now = app.ctx.now();
      spendCodeRequest(email, now);
      if (userByEmail(email) !== undefined)
        sendCode(email, codes.issue(email, now), req.headers['accept-language']);
      return { detail: 'If an account exists for this email, a code has been sent to it.' };
    },
  );

  app.post(
    '/auth/verify/',
    { schema: { body: VerifyBody }, config: limited, bodyLimit },
    async (req) => {
      const email = normalizeEmail(req.body.email);
      const now = app.ctx.now();
      // While locked even the right code is refused: answering it would let the guessing go on.
      const locked = verifyWait(db, app.ctx.codeBudget, email, now);
      if (locked > 0) throw tooManyAttempts(locked);
      const check = codes.check(email, req.body.code, now);
      if (!check.ok) {
        if (check.wrong) record(db, email, 'wrong_code', now);
        if (check.burned) record(db, email, 'code_burned', now);
        // The try that spends the budget already says how long to wait.
        const wait = check.wrong ? verifyWait(db, app.ctx.codeBudget, email, now) : 0;
        if (wait > 0) throw tooManyAttempts(wait);
        throw fieldError('code', check.code, check.message);
      }
      // An existing account wins over a registration: its owner registered again and is logged in.
      let userId = userByEmail(email);
      if (userId === undefined && check.registration)
        userId = createUser(email, check.registration);
      if (userId === undefined) throw fieldError('code', 'invalid_code', 'Invalid code');
      return app.ctx.tokens.issue(userId);
    },
  );

  app.post(
    '/auth/refresh/',
    { schema: { body: RefreshBody }, config: limited, bodyLimit },
    async (req) => {
      const pair = await app.ctx.tokens.rotate(req.body.refresh);
      if (!pair) throw unauthorized('Token is invalid or expired', 'token_invalid');
      return pair;
    },
  );

  app.post(
    '/auth/logout/',
    { schema: { body: RefreshBody }, config: { auth: 'ignore' }, bodyLimit },
    async (req, reply) => {
      await app.ctx.tokens.revoke(req.body.refresh);
      return reply.code(204).send();
    },
  );

  function createUser(
    email: string,
    r: { first_name: string; last_name: string; promo_code: string | null },
  ): number {
    return db.transaction(() => {
      const person = {
        first_name: r.first_name,
        last_name: r.last_name,
        middle_name: '',
        about: '',
      };
      const id = Number(
        sql(
          db,
          'INSERT INTO people (email, first_name, last_name, search_text, created_at) VALUES (?, ?, ?, ?, ?)',
        ).run(email, r.first_name, r.last_name, personSearchText(person), app.ctx.now())
          .lastInsertRowid,
      );
      // A valid promo code opens every paid course (the reference server's reading of "promo").
      if (r.promo_code && sql(db, 'SELECT 1 FROM promo_codes WHERE code = ?').get(r.promo_code)) {
        sql(
          db,
          'INSERT OR IGNORE INTO course_access (user_id, course_id, granted_at) SELECT ?, id, ? FROM courses WHERE price IS NOT NULL',
        ).run(id, app.ctx.now());
      }
      return id;
    })();
  }
}
