/**
 * POST /profile/promo/: an existing account redeems a promo code (docs/api.md "Promo codes").
 * The codes are the registration's (table promo_codes, demo data); a valid one opens every paid
 * course, as it does at registration. Each account uses a code once (table promo_redemptions,
 * migration 006). Rate-limited per client address like the auth calls: guessing codes is an attack.
 */
import { PromoRedeemBody, type PromoRedeemReply } from '../../src/shared/contract/profile';
import { userOf, type App } from '../context';
import type { Db } from '../db/open';
import { fieldError, httpError } from '../lib/errors';
import { AUTH_BODY_LIMIT } from '../lib/limits';
import { sql } from '../lib/prepared';

/** The requirements' text for an unknown code (SPEC §8), at registration and here. */
export const PROMO_INVALID =
  'An incorrect promotional code was entered. Check your entry is correct';
export const PROMO_USED = 'You have already used this promo code.';

export const isPromoCode = (db: Db, code: string): boolean =>
  sql(db, 'SELECT 1 FROM promo_codes WHERE code = ?').get(code) !== undefined;

/** Opens every paid course to the user and records the code as used by them. */
export function grantPromo(db: Db, userId: number, code: string, now: number): void {
  sql(
    db,
    'INSERT OR IGNORE INTO course_access (user_id, course_id, granted_at) SELECT ?, id, ? FROM courses WHERE price IS NOT NULL',
  ).run(userId, now);
  sql(
    db,
    'INSERT OR IGNORE INTO promo_redemptions (user_id, code, redeemed_at) VALUES (?, ?, ?)',
  ).run(userId, code, now);
}

export async function promoRoutes(app: App): Promise<void> {
  const { db, content } = app.ctx;
  app.post(
    '/profile/promo/',
    {
      schema: { body: PromoRedeemBody },
      config: {
        auth: 'required',
        rateLimit: { max: app.ctx.authRateLimit.max, timeWindow: app.ctx.authRateLimit.timeWindow },
      },
      bodyLimit: AUTH_BODY_LIMIT,
    },
    async (req): Promise<PromoRedeemReply> => {
      const userId = userOf(req);
      const code = req.body.code.trim();
      if (!code) throw fieldError('code', 'blank', 'This field may not be blank.');
      if (!isPromoCode(db, code)) throw fieldError('code', 'promo_invalid', PROMO_INVALID);
      db.transaction(() => {
        const used = sql(db, 'SELECT 1 FROM promo_redemptions WHERE user_id = ? AND code = ?').get(
          userId,
          code,
        );
        if (used) throw httpError(409, 'promo_used', PROMO_USED);
        grantPromo(db, userId, code, app.ctx.now());
      })();
      const courses = [...content.courses.values()]
        .filter((c) => c.payment !== null)
        .map((c) => ({ id: c.id, name: c.name }));
      return { detail: 'Promo code accepted.', courses };
    },
  );
}
