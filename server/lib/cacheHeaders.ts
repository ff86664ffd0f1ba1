/**
 * Caching rules (docs/api.md "Caching"): an answer that depends on who asks must never be kept by
 * a shared cache, nor by the browser for another user of the same machine.
 * - Personal calls (auth `required`), the auth calls (they carry tokens and codes) and the test
 *   mode's code call: `Cache-Control: no-store`.
 * - Any other answer to a request that carried a valid bearer token: `private, no-store`.
 * - Public reads that read the token when sent (auth `optional`): `Vary: Authorization`, so a
 *   cache never hands a visitor's answer to a user or the other way round.
 * - A visitor's read of published people (a public profile, a member, the directory): `no-cache`.
 *   Their owners may take them down at any moment, and with no Cache-Control at all a shared
 *   cache may keep a copy as long as it likes (CDNs give such answers a default lifetime, often
 *   an hour): so it asks again each time, and an unpublished profile is a 404 at once. The web
 *   server's page of a public profile is kept a minute at most (scripts/serve.ts).
 * A route that sets its own Cache-Control keeps it; media files and reference lists (auth
 * `ignore`, never token-dependent) keep their public caching.
 */
import { authModeOf } from '../auth/hook';
import type { App } from '../context';

const NO_STORE_PREFIXES = ['/api/auth/', '/api/__test__/'];
const PUBLISHED_PEOPLE = new Set([
  '/api/profile/:id/public/',
  '/api/communities/:id/',
  '/api/communities/',
]);

function addVary(current: unknown, name: string): string {
  const list = typeof current === 'string' && current ? current.split(/\s*,\s*/) : [];
  if (list.some((v) => v === '*' || v.toLowerCase() === name.toLowerCase())) return list.join(', ');
  return [...list, name].join(', ');
}

export function installCacheHeaders(app: App): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const url = req.routeOptions.url;
    if (req.is404 || !url) return payload;
    const mode = authModeOf(req);
    if (mode === 'optional')
      reply.header('vary', addVary(reply.getHeader('vary'), 'Authorization'));
    if (reply.hasHeader('cache-control')) return payload;
    if (mode === 'required' || NO_STORE_PREFIXES.some((p) => url.startsWith(p)))
      reply.header('cache-control', 'no-store');
    else if (req.userId !== null) reply.header('cache-control', 'private, no-store');
    else if (PUBLISHED_PEOPLE.has(url)) reply.header('cache-control', 'no-cache');
    return payload;
  });
}
