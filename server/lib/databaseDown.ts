/**
 * Whether an error means the database cannot be reached right now (server/docs/health-and-shutdown.md "Health"):
 * it refuses or drops connections, is shutting down or starting up, or did not answer within
 * the pool's connect timeout (db/open.ts). Such a request is answered 503 `service_unavailable`
 * with Retry-After, as readiness says 503 meanwhile; a 500 would tell clients and load
 * balancers that the request itself is broken. Anything else stays a 500.
 */
import { HttpError } from './errors';

/** Seconds a client is asked to wait: a PostgreSQL restart or failover takes a few. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Socket errors of a connection that cannot be made or was cut. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs of a server that is going or not there yet: class 08 (connection exception),
 * 57P01-57P03 (admin or crash shutdown, cannot connect now: starting up or recovering) and
 * 53300 (too many connections); and 57014, a statement the server cancelled at its
 * `statement_timeout` (db/open.ts): overloaded, or waiting on a lock something else holds.
 */
const unavailableState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);

/** pg and pg-pool say these in words only (no code). */
const MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Connection is closed',
  'Query read timeout', // pg's query_timeout (db/open.ts)
];

/** By shape, not `instanceof Error`: node's socket errors may come from another realm (Jest). */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || unavailableState(code))) return true;
  return typeof message === 'string' && MESSAGES.some((m) => message.includes(m));
}

export const databaseUnavailable = (): HttpError =>
  new HttpError(
    503,
    {
      detail: 'The service is briefly unavailable. Try again in a few seconds.',
      code: 'service_unavailable',
    },
    { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_S) },
  );
