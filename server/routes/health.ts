/**
 * For load balancers and orchestrators (server/README.md "Health"): `live` says the process
 * answers; `ready` says it can serve, i.e. the database answers. Once a shutdown begins the
 * server stops listening and Fastify answers 503 to anything still arriving on an open
 * connection (return503OnClosing), so the balancer moves on while running requests finish.
 * Paths as load balancers are usually configured, without the API's trailing slash.
 */
import type { App } from '../context';
import { sql } from 'kysely';

export async function healthRoutes(app: App): Promise<void> {
  const opts = { config: { auth: 'ignore' as const } };

  app.get('/health/live', opts, async (_req, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/health/ready', opts, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await sql`SELECT 1 AS ok`.execute(app.ctx.db);
      return reply.send({ status: 'ok' });
    } catch (err) {
      req.log.error({ err }, 'readiness: the database does not answer');
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
}
