/**
 * Where @fastify/rate-limit counts requests (its `store` option), through rate-limiter-flexible:
 * in Redis when REDIS_URL is set; else in PostgreSQL when the server runs on it (table
 * rate_limits, created by the migrations); else in this process's memory (SQLite: one instance).
 * With Redis or PostgreSQL several instances behind one address share every limit. Each request
 * is one atomic increment of its key's counter.
 */
import type Redis from 'ioredis';
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
        ? new RateLimiterRedis({ ...opts, storeClient: redis, keyPrefix: `rl:w${windowMs}` })
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
