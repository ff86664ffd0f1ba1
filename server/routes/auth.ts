/**
 * Passwordless auth (docs/api.md "Auth"): register/login send a code, verify trades it for tokens.
 * What a session's tokens do next (refresh, logout) is ./authSession.ts; the code budget, the
 * device cookie and the sign-in link offer are in ../auth/.
 */
import {
  LoginBody,
  RegisterBody,
  VerifyBody,
  VerifyLinkBody,
} from '../../src/shared/contract/auth';
import { trimName } from '../../src/shared/contract/names';
import { accountByEmail } from '../auth/accounts';
import { perDeviceRateLimit } from '../auth/codeRouteRateLimit';
import { requestCode, sendCodeAfterAnswer } from '../auth/codeRequest';
import { verifyCode } from '../auth/codeVerification';
import { rememberDevice, requestOwner } from '../auth/deviceCookie';
import { canonicalEmail } from '../auth/email';
import { refusedByEmailBudget } from '../auth/signInLinkOffer';
import type { App } from '../context';
import { fieldError, fieldErrors } from '../lib/errors';
import { INVALID_EMAIL_MESSAGE } from '../lib/validationMessages';
import { AUTH_BODY_LIMIT } from '../lib/limits';
import { isPromoCode, PROMO_INVALID } from './promo';

/** The email's one spelling (auth/email.ts); one IDNA cannot address is a 400 like the schema's. */
const normalizeEmail = (email: string) => {
  const canonical = canonicalEmail(email);
  if (canonical === null) throw fieldError('email', 'invalid_email', INVALID_EMAIL_MESSAGE);
  return canonical;
};
const LINK_INVALID = 'This sign-in link is invalid, used or expired. Log in again.';

export async function authRoutes(app: App): Promise<void> {
  const { ctx } = app;
  const { db, codes } = ctx;
  const limited = {
    auth: 'ignore' as const,
    rateLimit: { max: ctx.authRateLimit.max, timeWindow: ctx.authRateLimit.timeWindow },
  };
  const bodyLimit = AUTH_BODY_LIMIT;
  const codeRoute = { ...limited, rateLimit: perDeviceRateLimit(ctx) };

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
      const owner = await requestOwner(ctx, req, email);
      const code = await requestCode(ctx, req, owner, (trx, now) =>
        codes.issue(owner, now, registration, trx),
      );
      if (code) sendCodeAfterAnswer(ctx, email, code, req.headers['accept-language']);
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
      const owner = await requestOwner(ctx, req, email);
      const code = await requestCode(ctx, req, owner, async (trx, now) => {
        if ((await accountByEmail(trx, email)) !== undefined)
          return codes.issue(owner, now, null, trx);
        await codes.issueDecoy(owner, now, trx);
        return null;
      });
      if (code) sendCodeAfterAnswer(ctx, email, code, req.headers['accept-language']);
      return { detail: 'If an account exists for this email, a code has been sent to it.' };
    },
  );

  app.post(
    '/auth/verify/',
    { schema: { body: VerifyBody }, config: codeRoute, bodyLimit },
    async (req, reply) => {
      const email = normalizeEmail(req.body.email);
      const owner = await requestOwner(ctx, req, email);
      const outcome = await verifyCode(ctx, owner, req.body.code);
      if (outcome.kind === 'locked') throw refusedByEmailBudget(ctx, owner, req, outcome.wait);
      if (outcome.kind === 'refused') {
        if (outcome.wait > 0) throw refusedByEmailBudget(ctx, owner, req, outcome.wait);
        throw fieldError('code', outcome.check.code, outcome.check.message);
      }
      if (outcome.userId === undefined) throw fieldError('code', 'invalid_code', 'Invalid code');
      await rememberDevice(ctx, reply, req, owner);
      return ctx.tokens.issue(outcome.userId);
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
      const used = await ctx.signInLinks.use(req.body.token, email, ctx.now());
      const userId = used ? await accountByEmail(db, email) : undefined;
      if (userId === undefined) throw fieldError('token', 'link_invalid', LINK_INVALID);
      await rememberDevice(ctx, reply, req, await requestOwner(ctx, req, email));
      return ctx.tokens.issue(userId);
    },
  );
}
