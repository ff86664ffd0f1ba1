/** A session's tokens after sign-in (docs/api.md "Auth"): refresh rotates the pair, logout ends it. */
import type { FastifyRequest } from 'fastify';
import { RefreshBody } from '../../src/shared/contract/auth';
import type { App } from '../context';
import { rateLimitAddress } from '../lib/clientKey';
import { unauthorized } from '../lib/errors';
import { AUTH_BODY_LIMIT } from '../lib/limits';

export async function authSessionRoutes(app: App): Promise<void> {
  const bodyLimit = AUTH_BODY_LIMIT;
  const authRateLimit = {
    max: app.ctx.authRateLimit.max,
    timeWindow: app.ctx.authRateLimit.timeWindow,
  };

  // Counted per session for a token of ours, per address otherwise. Per address alone, anyone
  // behind a school's or an office's address could spend the limit with junk tokens and end
  // everyone's session there; a forged token needs our key, so junk only spends its own count.
  // After the body is read (preHandler), which holds the token.
  const perSession = {
    ...authRateLimit,
    hook: 'preHandler' as const,
    keyGenerator: async (req: FastifyRequest) => {
      const { refresh } = (req.body ?? {}) as { refresh?: unknown };
      const sid = typeof refresh === 'string' ? await app.ctx.tokens.sessionOf(refresh) : null;
      return sid ? `session:${sid}|refresh` : `${rateLimitAddress(req.ip)}|${req.routeOptions.url}`;
    },
  };
  app.post(
    '/auth/refresh/',
    { schema: { body: RefreshBody }, config: { auth: 'ignore', rateLimit: perSession }, bodyLimit },
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
}
