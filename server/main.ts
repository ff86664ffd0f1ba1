/**
 * The reference API server: `npm run server` (add `-- --reset` to start from fresh demo data).
 * Opens (creating and migrating) the SQLite file, seeds the demo content on first start, serves
 * on HOST:PORT, and on SIGINT/SIGTERM stops taking requests, lets running ones finish, then
 * closes the database (WAL is checkpointed on close), so no write is lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { jwtSecret, readConfig } from './config';
import { openDb } from './db/open';
import { demoContent } from './demo/demoContent';
import { seed } from './seed/seed';

async function main(): Promise<void> {
  const config = readConfig();
  if (process.argv.includes('--reset') && config.databasePath !== ':memory:') {
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(config.databasePath + suffix, { force: true });
    fs.rmSync(config.uploadsDir, { recursive: true, force: true });
  }
  const db = openDb(config.databasePath);
  const seeded = seed(db, demoContent);
  const app = await buildApp({
    db,
    testMode: config.testMode,
    publicOrigin: config.publicOrigin,
    apiDocs: config.apiDocs,
    rateLimit: { max: config.rateLimitMax, timeWindowMs: config.rateLimitWindowMs },
    jwtSecret: jwtSecret(process.env, config.dataDir),
    accessTtlSeconds: config.accessTtlSeconds,
    refreshTtlSeconds: config.refreshTtlSeconds,
    refreshGraceSeconds: config.refreshGraceSeconds,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    uploadsDir: config.uploadsDir,
    logger: { level: config.logLevel },
  });
  if (seeded) app.log.info(`Seeded demo content into ${path.resolve(config.databasePath)}`);
  if (config.testMode)
    app.log.warn('TEST MODE: /api/__test__/last-code/ is exposed. Never use this in production.');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
    } finally {
      db.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
