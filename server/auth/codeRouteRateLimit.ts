/** The per-address rate limit of login, register and verify, and who counts as one client there. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { rateLimitAddress } from '../lib/clientKey';
import { requestOwner } from './deviceCookie';
import { canonicalEmail } from './email';

/**
 * A browser that has signed in to the email before is counted by itself, not with its address:
 * a class behind a school's one address signs back in without waiting in turns. The limit per
 * address is what stops one client spraying codes to many inboxes; a device cookie names one
 * email, so it sprays nothing. After the body is read (preHandler): it names the email.
 */
export const perDeviceRateLimit = (ctx: AppContext) => ({
  max: ctx.authRateLimit.max,
  timeWindow: ctx.authRateLimit.timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: async (req: FastifyRequest) => {
    const { email } = (req.body ?? {}) as { email?: unknown };
    const canonical = typeof email === 'string' ? canonicalEmail(email) : null;
    const owner = canonical === null ? null : await requestOwner(ctx, req, canonical);
    return owner?.device
      ? `device:${owner.device}|${req.routeOptions.url}`
      : `${rateLimitAddress(req.ip)}|${req.routeOptions.url}`;
  },
});
