/**
 * POST /profile/promo/: an existing account redeems a promo code (docs/api.md "Promo codes").
 * The codes are the registration's (table promo_codes, demo data); a valid one opens every paid
 * course, as it does at registration. Each account uses a code once (table promo_redemptions,
 * migration 006). Rate-limited per account with the auth calls' budget: guessing codes is an attack.
 */
import { PromoRedeemBody, type PromoRedeemReply } from '../../src/shared/contract/profile';
import { userOf, type App } from '../context';
import { accountRateLimitKey } from '../lib/clientKey';
import type { Db } from '../db/dialect';
import { fieldError, httpError } from '../lib/errors';
import { AUTH_BODY_LIMIT } from '../lib/limits';
import { sql } from 'kysely';
import { first, insertRows } from '../db/query';
import type { ContentCache } from '../content/types';

/** The requirements' text for an unknown code (SPEC §8), at registration and here. */
export const PROMO_INVALID =
  'An incorrect promotional code was entered. Check your entry is correct';
export const PROMO_USED = 'You have already used this promo code.';

/** Promo codes are case-insensitive: stored upper case (seed.ts), compared upper case. */
export const isPromoCode = async (db: Db, code: string): Promise<boolean> =>
  Boolean(await first(db, sql`SELECT 1 AS found FROM promo_codes WHERE code = upper(${code})`));

/**
 * The courses a promo code opens: paid courses, and free courses with a paid session (access to a
 * session is its course's; a session without its own price has its course's, content/cache.ts),
 * else a promo learner could never finish such a course.
 */
const promoCourses = (content: ContentCache) =>
  [...content.courses.values()].filter(
    (c) =>
      c.payment !== null || c.moduleIds.some((id) => content.modules.get(id)?.payment !== null),
  );

/** Opens every course of `promoCourses` to the user and records the code as used by them. */
export async function grantPromo(
  db: Db,
  content: ContentCache,
  userId: number,
  code: string,
  now: number,
): Promise<void> {
  const access = promoCourses(content).map((c) => ({
    user_id: userId,
    course_id: c.id,
    granted_at: now,
  }));
  await insertRows(db, 'course_access', access, { ignoreDuplicates: true });
  await sql`INSERT INTO promo_redemptions (user_id, code, redeemed_at)
    VALUES (${userId}, upper(${code}), ${now}) ON CONFLICT DO NOTHING`.execute(db);
}

export async function promoRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  app.post(
    '/profile/promo/',
    {
      schema: { body: PromoRedeemBody },
      config: {
        auth: 'required',
        // Per account, not per address (lib/clientKey.ts accountRateLimitKey).
        rateLimit: {
          max: app.ctx.authRateLimit.max,
          timeWindow: app.ctx.authRateLimit.timeWindow,
          keyGenerator: accountRateLimitKey,
        },
      },
      bodyLimit: AUTH_BODY_LIMIT,
    },
    async (req): Promise<PromoRedeemReply> => {
      const userId = userOf(req);
      const code = req.body.code.trim();
      if (!code) throw fieldError('code', 'blank', 'This field may not be blank.');
      if (!(await isPromoCode(db, code))) throw fieldError('code', 'promo_invalid', PROMO_INVALID);
      // The redemption claims the (user, code) row first: of two requests at once, one wins.
      const fresh = await db.transaction().execute(async (trx) => {
        const claimed = await first(
          trx,
          sql`INSERT INTO promo_redemptions (user_id, code, redeemed_at)
            VALUES (${userId}, upper(${code}), ${app.ctx.now()}) ON CONFLICT DO NOTHING RETURNING user_id`,
        );
        if (claimed) await grantPromo(trx, content, userId, code, app.ctx.now());
        return Boolean(claimed);
      });
      if (!fresh) throw httpError(409, 'promo_used', PROMO_USED);
      const courses = promoCourses(content).map((c) => ({ id: c.id, name: c.name }));
      return { detail: 'Promo code accepted.', courses };
    },
  );
}
