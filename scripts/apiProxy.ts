/**
 * /api/* of the web server (./serve.ts), forwarded unchanged to the API, but for the headers
 * that name the client and the site, and the API's own error shape when it cannot answer.
 */
import type { FastifyInstance } from 'fastify';
import proxy from '@fastify/http-proxy';
import { RETRY_AFTER_SECONDS } from './retryAfter';

export interface ApiProxyOptions {
  /** The API's origin (http://host:port). */
  upstream: string;
  /** How long to wait for the API's answer, and between two of its body's chunks (ms). */
  timeoutMs: number;
}

/** How long /api waits for the API's answer (and between its body's chunks) by default. */
export const API_PROXY_TIMEOUT_MS = 30_000;

/** Registered on the server itself (not in a plugin's own context), as its other parts are. */
export async function registerApiProxy(
  app: FastifyInstance,
  options: ApiProxyOptions,
): Promise<void> {
  await app.register(proxy, {
    upstream: options.upstream,
    prefix: '/api',
    rewritePrefix: '/api',
    // Bodies (JSON, multipart avatar upload) stream through untouched.
    http2: false,
    // A stuck API: 504 after this long without its answer (or between two of its body's chunks),
    // rather than a browser waiting for ever. The API's slowest answers (a 16-megapixel photo
    // re-encoded, a certificate PDF) take about 2 s.
    undici: { headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs },
    // X-Forwarded-For: the client as this server resolved it, replacing whatever the client
    // sent (the API trusts this hop, so a client-made header must not reach it); likewise
    // X-Forwarded-Host and -Proto name this site's origin (the certificate PDF's verification
    // URL when PUBLIC_ORIGIN is unset). The API being down is a gateway problem, in the API's
    // own error shape.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        'x-forwarded-host': request.headers.host ?? '',
        'x-forwarded-proto': request.protocol,
      }),
      // Unreachable (restarting, down) is the API's own answer when its database is away: 503
      // service_unavailable with Retry-After (a crowd audit restarted the API behind this server:
      // 6 s of 502 with neither, where every other error carries a code). Stuck: 504, same code.
      onError: (reply, { error }) => {
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        reply.header('Cache-Control', 'no-store');
        if (!timedOut) reply.header('Retry-After', RETRY_AFTER_SECONDS);
        void reply.code(timedOut ? 504 : 503).send({
          detail: timedOut
            ? 'The API server did not answer in time.'
            : 'The API server is not reachable.',
          code: 'service_unavailable',
        });
      },
    },
  });
}
