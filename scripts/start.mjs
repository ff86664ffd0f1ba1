#!/usr/bin/env node
/**
 * `npm start`: the reference API server and the webpack dev server (hot reload) together,
 * with /api proxied from the dev server to the API. Prints one URL when both are ready;
 * Ctrl-C stops both.
 *   PORT      dev server port (default 8080)
 *   API_PORT  API server port (default 8000); other server settings: server/README.md
 * The API's request log is filtered to what a developer needs here: one-time login codes
 * (the server has no mail, it logs them), warnings and errors.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const port = Number(process.env.PORT || 8080);
const apiPort = Number(process.env.API_PORT || 8000);
const apiHost = process.env.API_HOST || '127.0.0.1';
const appUrl = `http://localhost:${port}`;

const children = [];
let stopping = false;

function run(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`\n[${name}] stopped (${signal ?? `exit code ${code}`}); stopping everything.`);
    stop(code || 1);
  });
  return child;
}

/** pino JSON lines: keep codes, warnings and errors; anything that is not JSON passes through. */
function relayApiLog(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    if (line.trim()) console.log(`[api] ${line}`);
    return;
  }
  const msg = String(entry.msg ?? '');
  if (msg.startsWith('One-time code')) console.log(`\n  🔑 ${msg}\n`);
  else if (entry.level >= 40)
    console.log(`[api] ${msg}${entry.err?.message ? `: ${entry.err.message}` : ''}`);
  else if (/^Seeded|TEST MODE/.test(msg)) console.log(`[api] ${msg}`);
}

function relay(stream, handler) {
  readline.createInterface({ input: stream }).on('line', handler);
}

async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (stopping) return false;
    try {
      const response = await fetch(url);
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000);
  force.unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null,
    ),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

console.log('Starting the API server and the dev server…');
const api = run('api', bin('tsx'), ['server/main.ts'], {
  PORT: String(apiPort),
  HOST: apiHost,
  CORS_ORIGINS: process.env.CORS_ORIGINS || appUrl,
});
relay(api.stdout, relayApiLog);
relay(api.stderr, (line) => console.error(`[api] ${line}`));

const web = run('web', bin('webpack'), ['serve', '--mode', 'development'], {
  PORT: String(port),
  API_PORT: String(apiPort),
  API_HOST: apiHost,
  WEBPACK_QUIET: '1',
});
relay(web.stdout, (line) => line.trim() && console.log(`[web] ${line}`));
relay(web.stderr, (line) => line.trim() && console.error(`[web] ${line}`));

const [apiReady, webReady] = await Promise.all([
  waitFor(`http://${apiHost}:${apiPort}/api/courses/themes/`, 60_000),
  waitFor(`${appUrl}/`, 180_000),
]);
if (!stopping) {
  if (!apiReady || !webReady) {
    console.error(`\n${apiReady ? 'The dev server' : 'The API server'} did not start in time.`);
    stop(1);
  } else {
    console.log(
      `\n  ➜  Open ${appUrl}\n     (API on ${apiHost}:${apiPort}, proxied under /api · hot reload on · Ctrl-C stops both)\n`,
    );
  }
}
