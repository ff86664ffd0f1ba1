/** Server settings from the environment (documented in server/README.md). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isPostgresUrl } from './db/dialect';
import type { CodeDeliverySettings } from './mail/codeDelivery';

export interface ServerConfig {
  host: string;
  port: number;
  databasePath: string;
  /** DATABASE_URL: postgres://… runs on PostgreSQL; unset, on the SQLite file `databasePath`. */
  databaseUrl: string | undefined;
  /** REDIS_URL: where the per-address rate limits are counted (else PostgreSQL, or memory). */
  redisUrl: string | undefined;
  dataDir: string;
  corsOrigins: string[];
  trustProxy: TrustProxy;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  refreshGraceSeconds: number;
  /** SESSION_MAX_AGE_SECONDS: a session's absolute lifetime from its sign-in (auth/tokens.ts). */
  sessionMaxAgeSeconds: number;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  testMode: boolean;
  /** PUBLIC_ORIGIN without a trailing slash, or '' (paging links are then relative). */
  publicOrigin: string;
  /** APP_ORIGIN: where the app is served; the sign-in links mailed open it (auth/signInLinks.ts). */
  appOrigin: string;
  /** Serve GET /api/docs and /api/docs/openapi.json (server/apiDocs.ts). */
  apiDocs: boolean;
  logLevel: string;
  /** How one-time codes are delivered (mail/codeDelivery.ts). */
  codeDelivery: CodeDeliverySettings;
  /** How to get access to paid content (GET /references/settings/): ACCESS_EMAIL, ACCESS_URL. */
  access: { email: string | null; url: string | null };
}

/**
 * Which peers may tell the client's address in X-Forwarded-For (Fastify's trustProxy, via
 * proxy-addr): addresses, CIDRs or proxy-addr's names (loopback = 127.0.0.0/8 and ::1,
 * linklocal, uniquelocal). `false`: never, the socket address is the client.
 */
export type TrustProxy = string[] | false;

/** TRUST_PROXY: comma-separated addresses/CIDRs/names; unset = loopback; `none` = trust nobody. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || value.trim() === '') return ['loopback'];
  if (value.trim() === 'none') return false;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

const nonNegativeInt = (value: string | undefined, fallback: number, name: string): number =>
  value === '0' ? 0 : int(value, fallback, name);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Paths are made absolute here: @fastify/static refuses relative roots, and the server must
  // behave the same whichever folder it is started from (defaults live in the repo's data/).
  const defaultDataDir = path.resolve(__dirname, '..', 'data');
  const databasePath =
    env.DATABASE_PATH === ':memory:'
      ? ':memory:'
      : path.resolve(env.DATABASE_PATH || path.join(defaultDataDir, 'app.db'));
  const dataDir = path.resolve(
    env.DATA_DIR || (databasePath === ':memory:' ? defaultDataDir : path.dirname(databasePath)),
  );
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl))
    throw new Error(`DATABASE_URL must be postgres://… (unset for SQLite), got "${databaseUrl}"`);
  // Instances sharing a database must sign and check the same tokens: no per-machine secret file.
  if (databaseUrl && !env.JWT_SECRET)
    throw new Error(
      'JWT_SECRET is required when DATABASE_URL is set (every instance must share it)',
    );
  const corsOrigins = (env.CORS_ORIGINS || DEFAULT_APP_ORIGIN)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    host: env.HOST || '127.0.0.1',
    port: env.PORT === '0' ? 0 : int(env.PORT, 8000, 'PORT'),
    databasePath,
    dataDir,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins,
    accessTtlSeconds: int(env.ACCESS_TTL_SECONDS, 15 * 60, 'ACCESS_TTL_SECONDS'),
    refreshTtlSeconds: int(env.REFRESH_TTL_SECONDS, 7 * 24 * 3600, 'REFRESH_TTL_SECONDS'),
    refreshGraceSeconds: nonNegativeInt(env.REFRESH_GRACE_SECONDS, 30, 'REFRESH_GRACE_SECONDS'),
    sessionMaxAgeSeconds: int(
      env.SESSION_MAX_AGE_SECONDS,
      DEFAULT_SESSION_MAX_AGE_SECONDS,
      'SESSION_MAX_AGE_SECONDS',
    ),
    rateLimitMax: int(env.AUTH_RATE_LIMIT_MAX, 10, 'AUTH_RATE_LIMIT_MAX'),
    rateLimitWindowMs: int(env.AUTH_RATE_LIMIT_WINDOW_MS, 60_000, 'AUTH_RATE_LIMIT_WINDOW_MS'),
    testMode: env.TEST_MODE === '1',
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    // Unset: the site's PUBLIC_ORIGIN (the app and its /api on one origin), else the first origin
    // CORS lets call the API (the app's, in a two-origin setup). Never a request's Host
    // (auth/signInLinks.ts).
    appOrigin: parseOrigin(
      env.APP_ORIGIN || env.PUBLIC_ORIGIN || corsOrigins[0] || DEFAULT_APP_ORIGIN,
      'APP_ORIGIN',
    ),
    apiDocs: apiDocsEnabled(env),
    logLevel: env.LOG_LEVEL || 'info',
    codeDelivery: parseCodeDelivery(env),
    access: {
      // `ACCESS_EMAIL=` (set but empty) shows no email.
      email:
        env.ACCESS_EMAIL === undefined ? DEFAULT_ACCESS_EMAIL : env.ACCESS_EMAIL.trim() || null,
      url: parseAccessUrl(env.ACCESS_URL),
    },
  };
}

/**
 * SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`) sends codes as mail from MAIL_FROM.
 * Without it codes go to the log, which only development and tests may do: a production server
 * (NODE_ENV=production, not TEST_MODE) refuses to start rather than write credentials to its log.
 */
export function parseCodeDelivery(env: NodeJS.ProcessEnv): CodeDeliverySettings {
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
      throw new Error(`SMTP_URL must be smtp://… or smtps://…, got "${url.protocol}"`);
    return {
      kind: 'smtp',
      url: env.SMTP_URL,
      from: env.MAIL_FROM || 'EduCommunity <no-reply@localhost>',
    };
  }
  if (env.NODE_ENV === 'production' && env.TEST_MODE !== '1')
    throw new Error(
      'SMTP_URL is required when NODE_ENV=production: one-time codes must go out by mail, never to the log',
    );
  return { kind: 'log' };
}

/**
 * 30 days: sign in again at least once a month, however active the session (OWASP ASVS 4.0.3
 * V3.3.2 at level 1, NIST SP 800-63B §4.1.3 at AAL1; one emailed code is a single factor, and the
 * 12 hours of the higher levels would have learners sign in every day). server/auth/DECISIONS.md.
 */
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;
export const DEFAULT_ACCESS_EMAIL = 'support@edu-community.example';
/** Where `npm start` serves the app (and the default CORS origin). */
export const DEFAULT_APP_ORIGIN = 'http://localhost:8080';

/** ACCESS_URL: an http(s) page on how to get access; unset or empty = none. */
export function parseAccessUrl(value: string | undefined): string | null {
  if (!value?.trim()) return null;
  const url = new URL(value.trim());
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`ACCESS_URL must be an http(s) address, got "${value}"`);
  return url.href;
}

/** PUBLIC_ORIGIN: `http(s)://host[:port]` only (no path); unset = '' (relative links). */
export function parsePublicOrigin(value: string | undefined): string {
  return value ? parseOrigin(value, 'PUBLIC_ORIGIN') : '';
}

/** `http(s)://host[:port]` only (no path), without a trailing slash. */
function parseOrigin(value: string, name: string): string {
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.origin + '/' !== url.href.replace(/\/?$/, '/'))
    throw new Error(`${name} must be an origin such as https://example.org, got "${value}"`);
  return url.origin;
}

/** JWT_SECRET from the environment, else a random secret made once and kept in the data directory. */
export function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), {
      mode: 0o600,
      flag: 'wx',
    });
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

/**
 * API_DOCS: `1` serves the OpenAPI document at /api/docs, `0` never; unset, it is served in test
 * mode and whenever NODE_ENV is not `production`.
 */
export function apiDocsEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.API_DOCS === '1' || env.API_DOCS === '0') return env.API_DOCS === '1';
  return env.TEST_MODE === '1' || env.NODE_ENV !== 'production';
}
