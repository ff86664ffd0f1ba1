/**
 * scripts/check-doc-links.mjs (`npm run docs:check`): on a small made-up repository, and on the
 * project's own docs/ (the whole tree passes once the old file names are replaced).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'check-doc-links.mjs');
/** The old names, spelled so that a search-and-replace of them leaves these fixtures alone. */
const SPEC = ['SPEC', 'md'].join('.');
const API = ['API', 'md'].join('.');
const run = (...args: string[]) =>
  spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

test('reports missing files, paths outside the repository and uncited sections', () => {
  const root = fixture({
    'README.md': [
      'See [the server](server/README.md) and `server/` and `src/app/STATE.md`.',
      `The spec is ${SPEC}, the API in \`/work/shared/${API}\`; also [gone](docs/gone.md).`,
      'Built into `dist/main.js`; images `course-01..14.webp`; MIME `image/jpeg`; `<DATA_DIR>/x`.',
      'Tests: `state.test.ts`, `.rules.test.ts`.',
    ].join('\n'),
    'server/README.md': '# Server\n',
    'src/app/STATE.md': 'Uses `shared/lib/x.ts` (from src/) and `shared/lib/y.ts`.\n',
    'src/shared/lib/x.ts': 'export const x = 1;\n',
    'src/app/state.test.ts': '',
    'docs/requirements.md': '# Requirements\n\n## §4 States\n\n### §5.1 Code entry\n',
    'docs/api.md': '# API\n\n## Auth\n',
    'src/a.ts': [
      '/**',
      ` * Login (${API} "Auth", SPEC §4, §5.1) and paging (docs/api.md "Paging", SPEC §7).`,
      ' * Helpers in `src/shared/lib/x.ts` and `src/shared/lib/none.ts`.',
      ' */',
      'export const mime = `image/jpeg`;',
      'export const file = `src/not-a-comment.ts`;',
    ].join('\n'),
  });
  const result = run('--root', root);
  expect(result.status).toBe(1);
  const lines = result.stderr.trim().split('\n').slice(0, -2);
  expect(lines).toEqual([
    `README.md:2: ${SPEC} (no such file in the repository)`,
    `README.md:2: /work/shared/${API} (outside the repository)`,
    'README.md:2: docs/gone.md (no such file or folder)',
    `src/a.ts:2: ${API} (no such file in the repository)`,
    'src/a.ts:2: SPEC §7 (no such heading in docs/requirements.md)',
    'src/a.ts:2: docs/api.md "Paging" (no such heading in docs/api.md)',
    'src/a.ts:3: src/shared/lib/none.ts (no such file or folder)',
    'src/app/STATE.md:1: shared/lib/y.ts (no such file or folder)',
  ]);
  fs.rmSync(root, { recursive: true, force: true });
});

test('a clean repository passes', () => {
  const root = fixture({
    'README.md': 'Docs: [requirements](docs/requirements.md), `docs/api.md`.\n',
    'docs/requirements.md': '## §4 States\n',
    'docs/api.md': '## Auth\n',
    'src/a.ts': '/** SPEC §4; docs/api.md "Auth". */\n',
  });
  const result = run('--root', root);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  fs.rmSync(root, { recursive: true, force: true });
});

test("the project's docs/ name only files and sections that exist", () => {
  const result = run('--root', path.join(__dirname, '..'), 'docs');
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
});
