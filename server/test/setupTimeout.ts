/**
 * The server suites' time limit per test and per hook: 20 s, not Jest's 5 s. Most tests build an
 * app (on PostgreSQL, with a database of its own) and sign someone in first; on CI's loaded
 * two-core machine that took more than 5 s (sharedLimits.test.ts, progress.test.ts). A project's
 * `testTimeout` in jest.config.js would not do: Jest reads that setting for the whole run only.
 */
jest.setTimeout(20_000);
