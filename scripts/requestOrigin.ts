/**
 * The site's origin for absolute URLs (canonical links, og:url, the sitemap) when PUBLIC_ORIGIN
 * is not set: the request's Host header, and its protocol as Fastify reads it (X-Forwarded-Proto
 * from a trusted proxy). Not X-Forwarded-Host, though Fastify would take it from a trusted proxy:
 * a proxy that passes the client's headers on (nginx does, unless told otherwise) would let a
 * client put any host into a page that a shared cache, keyed on the Host it saw, then gives to
 * everyone. Host and protocol are client-supplied too, so only a plain http(s) origin with a host
 * name or address and an optional port is taken; anything else is a bad request rather than a
 * URL built from it (a malformed Host made `new URL` throw: a 500). Set PUBLIC_ORIGIN in
 * production: then no header changes a page.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The request's origin, or null when its protocol or host is not one a URL may be built on. */
export function requestOrigin(
  request: Pick<FastifyRequest, 'protocol'> & { headers: { host?: string } },
): string | null {
  const protocol = String(request.protocol);
  const host = String(request.headers.host ?? '');
  if ((protocol !== 'http' && protocol !== 'https') || !HOST.test(host)) return null;
  return `${protocol}://${host.toLowerCase()}`;
}

/** The answer to a request whose origin was refused. */
export function refuseBadHost(reply: FastifyReply) {
  return reply.code(400).type('text/plain; charset=utf-8').send('Bad Host header');
}
