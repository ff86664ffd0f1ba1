/**
 * `npm run test:e2e` tests the production build. CI builds first; when the build is missing
 * (a fresh checkout) this builds it, so the command also works on its own.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR, REPO_ROOT } from './fixtures/env';

export default function globalSetup(): void {
  // The a11y log is per run (fixtures/a11y.ts appends to it).
  fs.rmSync(path.join(REPO_ROOT, 'e2e', 'report', 'a11y.jsonl'), { force: true });
  // The server bundle too: pages are rendered on the server (README "Server rendering").
  if (fs.existsSync(path.join(DIST_DIR, 'ssr', 'index.js'))) return;
  console.log(`[e2e] no build in ${DIST_DIR}: building it (webpack --mode production)`);
  execFileSync('npx', ['webpack', '--mode', 'production'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    // webpack.config.js builds the client and the server bundle into DIST_DIR.
    env: { ...process.env, DIST_DIR },
  });
}
