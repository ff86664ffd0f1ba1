/**
 * Reads the bearer token. An invalid or expired token answers 401 on every call that reads it,
 * public reads included, so the client's re-auth runs (docs/api.md); reference, tag and theme calls
 * and media files never read it.
 */
import type { FastifyRequest } from 'fastify';
import type { App, AuthMode } from '../context';
import { unauthorized } from '../lib/errors';

const IGNORED_PREFIXES = ['/api/media/files/', '/api/media/uploads/'];

/** How the route reads the token; media files never do (their plugin sets no config). */
export function authModeOf(req: FastifyRequest): AuthMode {
  const url = req.routeOptions.url;
  if (url && IGNORED_PREFIXES.some((p) => url.startsWith(p))) return 'ignore';
  return req.routeOptions.config.auth ?? 'optional';
}

export function installAuthHook(app: App): void {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (req) => {
    const mode = authModeOf(req);
    if (req.is404 || !req.routeOptions.url || mode === 'ignore') return;
    const header = req.headers.authorization;
    if (header !== undefined) {
      const match = /^Bearer +([^\s]+)$/i.exec(header);
      const userId = match ? await app.ctx.tokens.verifyAccess(match[1]) : null;
      if (userId === null)
        throw unauthorized('Given token not valid for any token type', 'token_invalid');
      req.userId = userId;
    }
    if (mode === 'required' && req.userId === null) throw unauthorized();
  });
}
