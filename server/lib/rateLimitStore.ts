/**
 * Where @fastify/rate-limit counts requests (its `store` option), through rate-limiter-flexible:
 * in Redis when REDIS_URL is set; else in PostgreSQL when the server runs on it (table
 * rate_limits, created by the migrations); else in this process's memory (SQLite: one instance).
 * With Redis or PostgreSQL several instances behind one address share every limit. Each request
 * is one atomic increment of its key's counter.
 *
 * Redis away (down, restarting, unreachable): each instance counts in its own memory until it is
 * back (rate-limiter-flexible's insurance limiter), so a client's budget is at worst one per
 * instance for that time. Failing instead would turn every sign-in and token refresh into a 500,
 * and ioredis's offline queue made each wait 10 s first; readiness stays up, since the instance
 * still serves everything.
 */
import Redis from 'ioredis';
import type { App } from '../context';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Db } from '../db/dialect';
import { poolOf } from '../db/open';

type Counted = { current: number; ttl: number };

/** A store class for @fastify/rate-limit (it constructs it itself) over the Db's backend. */
export function rateLimitStore(db: Db, redis?: Redis) {
  const pool = poolOf(db);
  const limiters = new Map<number, RateLimiterAbstract>();
  /** One limiter per window length (the routes share a window; keys carry address and route). */
  const limiter = (windowMs: number): RateLimiterAbstract => {
    let found = limiters.get(windowMs);
    if (!found) {
      // penalty() below only counts; @fastify/rate-limit compares with each route's max.
      const opts = { points: Number.MAX_SAFE_INTEGER, duration: Math.ceil(windowMs / 1000) };
      found = redis
        ? new RateLimiterRedis({
            ...opts,
            storeClient: redis,
            keyPrefix: `rl:w${windowMs}`,
            insuranceLimiter: new RateLimiterMemory(opts),
          })
        : pool
          ? new RateLimiterPostgres({
              ...opts,
              storeClient: pool,
              tableName: 'rate_limits',
              tableCreated: true,
              keyPrefix: `w${windowMs}`,
            })
          : new RateLimiterMemory(opts);
      limiters.set(windowMs, found);
    }
    return found;
  };

  return class SharedRateLimitStore {
    incr(key: string, done: (err: Error | null, counted?: Counted) => void, windowMs: number) {
      limiter(windowMs)
        .penalty(key, 1)
        .then(
          (res) => done(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
          (err: Error) => done(err),
        );
    }

    child() {
      return this;
    }
  };
}

/**
 * The Redis client for the limits, connected (or tried once). No offline queue
 * (rate-limiter-flexible's advice for ioredis): a command while disconnected fails at once, and
 * the insurance limiter counts it. Reconnects on its own; says once when Redis goes away and
 * when it is back.
 */
export async function connectRedis(app: App, url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  });
  let away = false;
  redis.on('error', (err: Error) => {
    if (away) return;
    away = true;
    app.log.warn(
      { err },
      'Redis unavailable: rate limits are counted per instance until it is back',
    );
  });
  redis.on('ready', () => {
    if (away) app.log.info('Redis is back: rate limits are shared again');
    away = false;
  });
  app.addHook('onClose', async () => {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  });
  // Connected before the first request when Redis is there; else the first requests are counted
  // in memory while it keeps trying.
  await redis.connect().catch(() => undefined);
  return redis;
}
