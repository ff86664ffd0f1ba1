/**
 * Caching rules (docs/api.md "Caching"): an answer that depends on who asks must never be kept by
 * a shared cache, nor by the browser for another user of the same machine.
 * - Personal calls (auth `required`), the auth calls (they carry tokens and codes) and the test
 *   mode's code call: `Cache-Control: no-store`.
 * - Any other answer to a request that carried a valid bearer token: `private, no-store`.
 * - Public reads that read the token when sent (auth `optional`): `Vary: Authorization`, so a
 *   cache never hands a visitor's answer to a user or the other way round.
 * A route that sets its own Cache-Control keeps it; media files and reference lists (auth
 * `ignore`, never token-dependent) keep their public caching.
 */
import { authModeOf } from '../auth/hook';
import type { App } from '../context';

const NO_STORE_PREFIXES = ['/api/auth/', '/api/__test__/'];

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
    return payload;
  });
}
