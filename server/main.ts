/**
 * The reference API server: `npm run server` (add `-- --reset` to start from fresh demo data on
 * SQLite). Opens (creating and migrating) the database — PostgreSQL with DATABASE_URL, else the
 * SQLite file — seeds the demo content on first start, serves on HOST:PORT, and on SIGINT/SIGTERM
 * stops taking requests, lets running ones finish (for at most 10 s, then closes whatever sockets
 * remain), then closes the database (SQLite checkpoints its WAL on close), so no write answered
 * 2xx is lost and the process always ends.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, SERVER_TIMEOUTS } from './app';
import { jwtSecret, readConfig } from './config';
import { openDb } from './db/open';
import { demoContent } from './demo/demoContent';
import { seed } from './seed/seed';
import { requestForLog } from './lib/logRedaction';

/** How long running requests may take to finish after SIGTERM before their sockets are closed. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfig();
  if (process.argv.includes('--reset')) {
    if (config.databaseUrl) throw new Error('--reset is for the SQLite file only');
    if (config.databasePath !== ':memory:')
      for (const suffix of ['', '-wal', '-shm'])
        fs.rmSync(config.databasePath + suffix, { force: true });
  }
  const db = await openDb({ url: config.databaseUrl, sqlitePath: config.databasePath });
  const seeded = await seed(db, demoContent);
  const app = await buildApp({
    db,
    testMode: config.testMode,
    publicOrigin: config.publicOrigin,
    appOrigin: config.appOrigin,
    apiDocs: config.apiDocs,
    rateLimit: { max: config.rateLimitMax, timeWindowMs: config.rateLimitWindowMs },
    jwtSecret: jwtSecret(process.env, config.dataDir),
    accessTtlSeconds: config.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
    refreshGraceSeconds: config.refreshGraceSeconds,
    sessionMaxAgeSeconds: config.sessionMaxAgeSeconds,
    corsOrigins: config.corsOrigins,
    access: config.access,
    trustProxy: config.trustProxy,
    // Signed links' `sig` and test mode's email stay out of the log (lib/logRedaction.ts).
    logger: { level: config.logLevel, serializers: { req: requestForLog } },
    codeDelivery: config.codeDelivery,
    redisUrl: config.redisUrl,
    timeouts: SERVER_TIMEOUTS,
  });
  if (seeded)
    app.log.info(
      `Seeded demo content into ${config.databaseUrl ? 'PostgreSQL' : path.resolve(config.databasePath)}`,
    );
  if (config.testMode)
    app.log.warn('TEST MODE: /api/__test__/last-code/ is exposed. Never use this in production.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // Running requests get SHUTDOWN_DEADLINE_MS to finish; then every socket still open (idle
    // keep-alives, half-sent requests, stuck clients) is closed so app.close() can end. Should
    // anything still hold on, the process ends a little later anyway.
    const deadline = setTimeout(() => {
      app.log.warn('Shutdown deadline reached, closing the remaining connections');
      app.server.closeIdleConnections();
      app.server.closeAllConnections();
    }, SHUTDOWN_DEADLINE_MS);
    const last = setTimeout(() => {
      app.log.error('Shutdown did not end, exiting');
      finish(1);
    }, SHUTDOWN_DEADLINE_MS + 3_000);
    deadline.unref();
    last.unref();
    try {
      await app.close();
      finish(0);
    } catch (err) {
      app.log.error(err);
      finish(1);
    }
  };
  const finish = (code: number) => {
    // SQLite checkpoints the WAL on close: everything answered 2xx is in the database file.
    db.destroy().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
