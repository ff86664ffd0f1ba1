/**
 * Test helpers: an app over a fresh database (SQLite in memory, or PostgreSQL in the server-pg
 * project) seeded with the small fixture, login, and the one-time code last sent.
 */
import { FormatRegistry } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { buildApp, type BuildOptions } from '../app';
import type { App } from '../context';
import { seed } from '../seed/seed';
import type { DemoContent } from '../demo/types';
import { fixtureContent } from './fixtureContent';
import { freshDatabase } from './postgres/testDatabase';

// Replies are checked against the contract; TypeBox needs the formats it uses registered.
if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set(
    'date-time',
    (v) => !Number.isNaN(Date.parse(v)) && /T.*(Z|[+-]\d\d:\d\d)$/.test(v),
  );

export async function makeApp(
  options: Partial<BuildOptions> & { content?: DemoContent } = {},
): Promise<App> {
  const { db, drop } = await freshDatabase();
  await seed(db, options.content ?? fixtureContent, { now: options.now?.() });
  const app = await buildApp({
    db,
    testMode: true,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    // Tests log the same users in many times; the code budget has its own tests (codeBudget.test.ts).
    codeBudget: { resendIntervalMs: 0, codesPerHour: 1000 },
    ...options,
  });
  app.addHook('onClose', drop);
  await app.ready();
  return app;
}

export async function login(app: App, email: string): Promise<{ access: string; refresh: string }> {
  const sent = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email } });
  if (sent.statusCode !== 200) throw new Error(`login ${sent.statusCode}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/auth/verify/',
    payload: { email, code: await lastCode(app, email) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify ${verified.statusCode} ${verified.body}`);
  return verified.json();
}

/** The one-time code last sent to an email, read from the test-mode-only route. */
export async function lastCode(app: App, email: string): Promise<string> {
  const res = await app.inject({
    url: `/api/__test__/last-code/?email=${encodeURIComponent(email)}`,
  });
  return res.json().code as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Checks a reply against a contract schema and explains the first mismatch. */
export function expectShape(schema: TSchema, value: unknown): void {
  const first = Value.Errors(schema, value).First();
  if (first)
    throw new Error(
      `Reply does not match the contract at ${first.path}: ${first.message}\n${JSON.stringify(value).slice(0, 500)}`,
    );
}

export const ANNA = 'anna@demo.edu';
export const JAMES = 'james@demo.edu';
