/**
 * Requests that arrive while the server shuts down (server/docs/health-and-shutdown.md "Timeouts and shutdown"):
 * the running ones finish, and one that comes meanwhile on a connection still open (behind a
 * running request, or on a keep-alive the client reused) answers the API's own 503
 * `service_unavailable` with Retry-After, as while the database is away (lib/databaseDown.ts), and
 * `Connection: close`, so that the client asks another instance or again shortly. Fastify's own
 * answer there (`return503OnClosing`) was `{"error","message","statusCode"}` with neither the code
 * nor Retry-After (a crowd audit, restarting an instance under traffic).
 */
import type { FastifyInstance } from 'fastify';
import { databaseUnavailable } from './databaseDown';

export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // The first onRequest hook: nothing else (token, rate limit) runs for a refused request.
  app.addHook('onRequest', async (_req, reply) => {
    if (!closing) return;
    const unavailable = databaseUnavailable();
    return reply
      .code(503)
      .headers({ ...unavailable.headers, connection: 'close' })
      .send(unavailable.body);
  });
}
