/**
 * What the request log keeps of a URL (main.ts's logger). A signed file link's `sig` is a
 * credential for that file until it expires (auth/fileLinks.ts), and test mode's code lookup
 * names an email: the log shows that they were there, not what they were, so a log read by
 * whoever runs the servers hands out no links and no addresses.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /([?&](?:sig|email)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's own request serializer, with the URL redacted. */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
