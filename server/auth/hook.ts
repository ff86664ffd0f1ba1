/**
 * Reads the bearer token. An invalid or expired token answers 401 on every call that reads it,
 * public reads included, so the client's re-auth runs (docs/api.md); reference, tag and theme calls
 * and media files never read it.
 */
import type { App } from '../context';
import { unauthorized } from '../lib/errors';

const IGNORED_PREFIXES = ['/api/media/files/', '/api/media/uploads/', '/api/media/certificates/'];

export function installAuthHook(app: App): void {
  app.decorateRequest('userId', null);
  app.addHook('onRequest', async (req) => {
    const url = req.routeOptions.url;
    const mode = req.routeOptions.config.auth ?? 'optional';
    if (req.is404 || !url || mode === 'ignore' || IGNORED_PREFIXES.some((p) => url.startsWith(p)))
      return;
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
