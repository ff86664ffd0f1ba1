/**
 * A throw-away PostgreSQL for the tests: a new cluster in a temporary folder, on a free port,
 * from Debian's `postgresql` package (.ci/run installs it). PostgreSQL refuses to run as root, so
 * as root the cluster belongs to the `postgres` user and runs through `runuser`. Trust auth on
 * 127.0.0.1 and a Unix socket in the folder; nothing outside the folder is touched.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../lib/freePort';

export interface RunningPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (see .ci/run)');
  return path.join(root, versions[0], 'bin');
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const data = path.join(dir, 'data');
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      [...(asRoot ? ['-u', 'postgres', '--', path.join(bin, tool)] : []), ...args],
      { stdio: 'pipe' },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
