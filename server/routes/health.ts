/**
 * For load balancers and orchestrators (server/docs/health-and-shutdown.md "Health"): `live` says the process
 * answers; `ready` says it can serve, i.e. the database answers. Once a shutdown begins the
 * server stops listening and Fastify answers 503 to anything still arriving on an open
 * connection (return503OnClosing), so the balancer moves on while running requests finish.
 * Paths as load balancers are usually configured, without the API's trailing slash.
 * Readiness answers within READY_TIMEOUT_MS: a database that accepts connections and never
 * answers held the check until the balancer's own timeout (a crowd audit: over 30 s), and
 * an orchestrator's probe should get its 503, not silence.
 */
import type { App } from '../context';
import { sql } from 'kysely';

/** Below the usual probe timeouts (Kubernetes' default is 1 s, load balancers' 2 to 5 s). */
export const READY_TIMEOUT_MS = 2000;

/** Rejects after `ms`, and lets the process exit meanwhile. */
const timeout = (ms: number) =>
  new Promise<never>((_resolve, reject) =>
    setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref(),
  );

export async function healthRoutes(app: App): Promise<void> {
  const opts = { config: { auth: 'ignore' as const } };

  app.get('/health/live', opts, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/health/ready', opts, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await Promise.race([sql`SELECT 1 AS ok`.execute(app.ctx.db), timeout(READY_TIMEOUT_MS)]);
      return reply.send({ status: 'ok' });
    } catch (err) {
      req.log.error({ err }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
