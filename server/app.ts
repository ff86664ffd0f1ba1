/**
 * Builds the Fastify app over an open, migrated and seeded database. Used by main.ts (the real
 * server), the tests (in-memory database, app.inject) and the bench.
 */
import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { registerApiDocs } from './apiDocs';
import { DEFAULT_CODE_BUDGET, type CodeBudget } from './auth/budget';
import { FileLinks } from './auth/fileLinks';
import { codeKey, OneTimeCodes } from './auth/codes';
import { TrustedDevices } from './auth/devices';
import { SignInLinks } from './auth/signInLinks';
import { installAuthHook } from './auth/hook';
import { TokenService } from './auth/tokens';
import { loadContent } from './content/cache';
import {
  DEFAULT_ACCESS_EMAIL,
  DEFAULT_APP_ORIGIN,
  DEFAULT_SESSION_MAX_AGE_SECONDS,
  type TrustProxy,
} from './config';
import type { App } from './context';
import type { Db } from './db/dialect';
import { installCacheHeaders } from './lib/cacheHeaders';
import { JSON_BODY_LIMIT } from './lib/limits';
import { rateLimitAddress } from './lib/clientKey';
import { redactUrl } from './lib/logRedaction';
import { connectRedis, rateLimitStore } from './lib/rateLimitStore';
import { makeCodeDelivery, type CodeDeliverySettings } from './mail/codeDelivery';
import { frameworkErrors, installPlumbing } from './lib/plumbing';
import { refuseWhileClosing } from './lib/closing';
import { validatorCompiler } from './lib/validator';
import { DEMO_FILES_DIR } from './seed/seed';
import { MAX_PHOTO_BYTES } from './routes/photo';
import { decodeGate, DEFAULT_DECODE_LIMITS, type DecodeGateLimits } from './lib/decodeGate';
import { registerRoutes } from './routes/register';

/**
 * How long a client may take (server/docs/health-and-shutdown.md "Timeouts and shutdown"): to send its headers, its
 * whole request, between two bytes of it, and how long an idle keep-alive connection is kept.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  connectionMs: number;
  keepAliveMs: number;
}
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 60_000,
  connectionMs: 60_000,
  keepAliveMs: 5_000,
};

export interface BuildOptions {
  db: Db;
  /** Exposes GET /api/__test__/last-code/ (never on in a normal start). */
  testMode?: boolean;
  /** Serves the OpenAPI document at /api/docs (main.ts: config `apiDocs`); off unless asked. */
  apiDocs?: boolean;
  /** Requests per window per IP and route on register/login/verify/refresh. */
  rateLimit?: { max: number; timeWindowMs: number };
  /** Per-email budget of code requests and wrong codes (auth/budget.ts); tests relax it. */
  codeBudget?: Partial<CodeBudget>;
  jwtSecret?: Uint8Array;
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** How long a rotated refresh token still gets its successor pair (default 30 s; 0 = strict). */
  refreshGraceSeconds?: number;
  /** A session's absolute lifetime from its sign-in (default 30 days, config.ts). */
  sessionMaxAgeSeconds?: number;
  corsOrigins?: string[];
  /** Peers whose X-Forwarded-For names the client (config.ts TrustProxy); default loopback. */
  trustProxy?: TrustProxy;
  /** PUBLIC_ORIGIN: origin of absolute paging links; unset, links are relative (config.ts). */
  publicOrigin?: string;
  /** APP_ORIGIN: where the app is served, for the sign-in links mailed (config.ts). */
  appOrigin?: string;
  /** REDIS_URL: the per-address rate limits are counted there (lib/rateLimitStore.ts). */
  redisUrl?: string;
  /** How to get access to paid content (config.ts `access`); default: the support email, no page. */
  access?: { email: string | null; url: string | null };
  filesDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Where one-time codes go: mail through SMTP, or the log (default; development and tests). */
  codeDelivery?: CodeDeliverySettings;
  /** Socket and request timeouts (main.ts passes SERVER_TIMEOUTS; tests keep Fastify's). */
  timeouts?: ServerTimeouts;
  now?: () => number;
  /** Photo decodes at once and uploads waiting for one (lib/decodeGate.ts; default 2 and 8). */
  photoDecodes?: DecodeGateLimits;
}

export async function buildApp(options: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? false,
    // The default of every route; auth routes take less, the photo upload more (lib/limits.ts).
    bodyLimit: JSON_BODY_LIMIT,
    // Our own onResponse hook logs one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // Paths are matched exactly: '/api/courses/1' (no slash) is a 404, never a redirect.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // req.ip (the key of the per-address rate limits) comes from X-Forwarded-For only when the
    // socket peer is a trusted proxy (the project's serve.ts or dev server, or nginx in front).
    trustProxy: options.trustProxy ?? ['loopback'],
    frameworkErrors,
    // Our own 503 while closing (below), in the API's error shape with Retry-After.
    return503OnClosing: false,
    ...(options.timeouts && {
      requestTimeout: options.timeouts.requestMs,
      connectionTimeout: options.timeouts.connectionMs,
      keepAliveTimeout: options.timeouts.keepAliveMs,
    }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  if (options.timeouts) app.server.headersTimeout = options.timeouts.headersMs;
  refuseWhileClosing(app);
  app.setValidatorCompiler(validatorCompiler);

  const now = options.now ?? Date.now;
  const secret = options.jwtSecret ?? crypto.randomBytes(32);
  app.decorate('ctx', {
    db: options.db,
    content: await loadContent(options.db),
    codes: new OneTimeCodes(options.db, codeKey(secret), { rememberLast: options.testMode }),
    devices: new TrustedDevices(secret, now),
    signInLinks: new SignInLinks(options.db, options.appOrigin ?? DEFAULT_APP_ORIGIN, {
      rememberLast: options.testMode,
    }),
    tokens: new TokenService(options.db, {
      secret,
      accessTtlSeconds: options.accessTtlSeconds ?? 15 * 60,
      refreshTtlSeconds: options.refreshTtlSeconds ?? 7 * 24 * 3600,
      refreshGraceSeconds: options.refreshGraceSeconds ?? 30,
      sessionMaxAgeSeconds: options.sessionMaxAgeSeconds ?? DEFAULT_SESSION_MAX_AGE_SECONDS,
      now,
      onSweepError: (error) => app.log.warn({ err: error }, 'sweeping expired sessions failed'),
    }),
    fileLinks: new FileLinks({ secret, now }),
    now,
    testMode: options.testMode === true,
    publicOrigin: options.publicOrigin ?? '',
    filesDir: options.filesDir ?? DEMO_FILES_DIR,
    authRateLimit: {
      max: options.rateLimit?.max ?? 10,
      timeWindow: options.rateLimit?.timeWindowMs ?? 60_000,
    },
    codeBudget: { ...DEFAULT_CODE_BUDGET, ...options.codeBudget },
    mail: makeCodeDelivery(options.codeDelivery ?? { kind: 'log' }, app.log),
    settings: { access: options.access ?? { email: DEFAULT_ACCESS_EMAIL, url: null } },
    photoDecodes: decodeGate(options.photoDecodes ?? DEFAULT_DECODE_LIMITS),
  });
  app.addHook('onClose', async () => {
    // A link offer still writing must finish before the database closes.
    await app.ctx.signInLinks.settled();
    app.ctx.mail.close();
  });

  // One log line per request (method, url without its secrets: lib/logRedaction.ts, status, time).
  app.addHook('onResponse', async (req, reply) => {
    req.log.info(
      `${req.method} ${redactUrl(req.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  });

  installPlumbing(app);
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'cross-origin' } });
  await app.register(cors, {
    origin: options.corsOrigins ?? ['http://localhost:8080'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  const redis = options.redisUrl ? await connectRedis(app, options.redisUrl) : undefined;
  await app.register(rateLimit, {
    global: false,
    // Shared by every instance in Redis or PostgreSQL, in memory on SQLite (lib/rateLimitStore.ts).
    store: rateLimitStore(options.db, redis),
    // Limits are per client address (an IPv6 client's /64: lib/clientKey.ts) and per route.
    keyGenerator: (req) => `${rateLimitAddress(req.ip)}|${req.routeOptions.url}`,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Too many requests. Try again in ${Math.max(1, Math.ceil(ctx.ttl / 1000))} seconds.`,
    }),
  });
  // Reads the device cookie on /api/auth/ (auth/devices.ts); the app's own token cookies are
  // never read here (the API takes tokens from the Authorization header only).
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, parts: 12 },
  });
  installAuthHook(app);
  installCacheHeaders(app);
  // Before the routes: the plugin records each route as it is added (app.swagger()).
  await registerApiDocs(app, { expose: options.apiDocs === true });
  await registerRoutes(app);
  return app;
}
