#!/usr/bin/env node
/**
 * `npm run docs:check`: fails when the code or the docs name a file the repository does not have.
 *
 *   node scripts/check-doc-links.mjs [--root DIR] [PATH ...]
 *
 * PATHs (files or folders, relative to the root) default to src/, server/, scripts/, e2e/, docs/
 * and every *.md file of the repository. Reported, one `file:line: message` per line:
 *
 * - any name ending in .md (the customer's spec and API files, src/app/STATE.md, ../x/README.md);
 * - in Markdown, and in code comments, a backticked path with a file extension or starting at a
 *   top-level folder (`scripts/serve.ts`, `server/`), and in Markdown a relative link
 *   [text](server/README.md);
 * - any absolute /work/... path (outside the repository by definition);
 * - a citation "SPEC §N" without a heading "§N" in docs/requirements.md, and a quoted section
 *   name after the API file's name (the old one or docs/api.md: docs/api.md "Auth") without
 *   that heading in docs/api.md.
 *
 * A path counts as existing when it resolves from the citing file's folder or from the root; a
 * bare file name (no slash, e.g. `REAUTH.md`) when a file of that exact name exists anywhere in
 * the repository. Generated or ignored folders (dist/, data/, coverage/, node_modules/) and names
 * with placeholders or globs (`NNN_*.sql`, `<DATA_DIR>/uploads`) are not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** This file and its test name missing files on purpose; they are not checked. */
const SELF = fileURLToPath(import.meta.url);
const OWN = new Set([SELF, SELF.replace(/\.mjs$/, '.test.ts')]);

const args = process.argv.slice(2);
let root = process.cwd();
const rootAt = args.indexOf('--root');
if (rootAt >= 0) {
  root = path.resolve(args[rootAt + 1]);
  args.splice(rootAt, 2);
}

const SKIP_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'data',
  'coverage',
  'test-results',
  'report',
  'screenshots',
]);
/** Path segments that name generated or git-ignored places: such paths are not checked. */
const GENERATED = new Set([...SKIP_DIRS].filter((d) => d !== '.git'));
const TEXT = /\.(md|ts|tsx|js|mjs|cjs|css|json|html|sh|yml|yaml)$/;
const CODE = /\.(ts|tsx|js|mjs|cjs|css)$/;
const FILE_EXT = /\.(md|ts|tsx|js|mjs|cjs|css|json|html|sql|sh|yml|yaml|txt|png|svg|webp|jpe?g)$/;

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (TEXT.test(entry.name)) out.push(full);
  }
  return out;
}

function allFilesAnyType(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    out.push(full);
    if (entry.isDirectory()) allFilesAnyType(full, out);
  }
  return out;
}
const allFiles = walk(root, []);
/** Every file and folder, as a root-relative path with forward slashes. */
const everything = allFilesAnyType(root, []).map((f) =>
  path.relative(root, f).split(path.sep).join('/'),
);
const baseNames = new Set(everything.map((f) => f.split('/').pop()));
const topLevel = new Set(fs.readdirSync(root).filter((n) => !GENERATED.has(n)));

function targets() {
  const wanted = args.length > 0 ? args : ['src', 'server', 'scripts', 'e2e', 'docs'];
  const chosen = new Set();
  for (const w of wanted) {
    const full = path.resolve(root, w);
    if (!fs.existsSync(full)) continue;
    if (fs.statSync(full).isDirectory()) walk(full, []).forEach((f) => chosen.add(f));
    else chosen.add(full);
  }
  if (args.length === 0) allFiles.filter((f) => f.endsWith('.md')).forEach((f) => chosen.add(f));
  return [...chosen].sort();
}

const inRoot = (p) => p === root || p.startsWith(root + path.sep);

/** Why `ref`, named in `file`, does not resolve; null when it does (or is not checked). */
function problem(ref, file) {
  const clean = ref.replace(/[#?].*$/, '').replace(/:\d+(:\d+)?$/, '');
  // Placeholders, globs, ranges (`course-01..14.webp`) and suffixes (`.rules.test.ts`).
  if (clean === '' || /[*<>{}$]|\bNNN\b|\.\.\.|…|\w\.\.\w|^\.[a-z]/i.test(clean)) return null;
  if (clean.startsWith('/work/') || clean === '/work') return 'outside the repository';
  if (clean.startsWith('/')) return null; // a URL path such as /api/docs or /education/all
  if (clean.split('/').some((segment) => GENERATED.has(segment))) return null;
  if (!clean.includes('/')) return baseNames.has(clean) ? null : 'no such file in the repository';
  for (const base of [path.dirname(file), root]) {
    const full = path.resolve(base, clean);
    if (fs.existsSync(full)) return inRoot(full) ? null : 'outside the repository';
  }
  if (!inRoot(path.resolve(path.dirname(file), clean))) return 'outside the repository';
  // A path written from some other folder (`shared/lib/x.ts` in src/app/STATE.md).
  const tail = clean.replace(/^(\.\/)+/, '').replace(/\/$/, '');
  return everything.some((f) => f === tail || f.endsWith(`/${tail}`))
    ? null
    : 'no such file or folder';
}

const MD_NAME = /(?<![\w./-])((?:\.{1,2}\/|\/)?[\w.@-]+(?:\/[\w.@-]+)*\.md)\b/g;
const ABSOLUTE = /(?<![\w.])(\/work\/[\w./-]*)/g;
const BACKTICK = /`([^`\s]+)`/g;
const MD_LINK = /\]\(([^)\s]+)\)/g;
const SPEC_CITE = /SPEC ((?:§[\d.]*\d(?:[,/] ?)?)+)/g;
const API_CITE = /(?<![\w/])(?:docs\/api|API)\.md "([^"]+)"/g;

function headings(file) {
  if (!fs.existsSync(file)) return null;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => l.replace(/^#+ /, '').trim());
}
const reqHeadings = headings(path.join(root, 'docs', 'requirements.md'));
const apiHeadings = headings(path.join(root, 'docs', 'api.md'));

const reports = [];
for (const file of targets().filter((f) => !OWN.has(f))) {
  const rel = path.relative(root, file);
  const isMd = file.endsWith('.md');
  const isCode = CODE.test(file);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  let inBlockComment = false;
  lines.forEach((line, i) => {
    const report = (ref, why) => reports.push(`${rel}:${i + 1}: ${ref} (${why})`);
    const trimmed = line.trim();
    const comment =
      inBlockComment ||
      trimmed.startsWith('//') ||
      trimmed.startsWith('/*') ||
      trimmed.startsWith('*');
    if (isCode) {
      if (trimmed.includes('/*') && !trimmed.includes('*/')) inBlockComment = true;
      else if (trimmed.includes('*/')) inBlockComment = false;
    }
    const seen = new Set();
    const check = (ref) => {
      if (seen.has(ref)) return;
      seen.add(ref);
      const why = problem(ref, file);
      if (why) report(ref, why);
    };
    for (const m of line.matchAll(MD_NAME)) check(m[1]);
    for (const m of line.matchAll(ABSOLUTE)) check(m[1]);
    if (isMd || comment) {
      for (const m of line.matchAll(BACKTICK)) {
        const ref = m[1].replace(/[.,;:]$/, '');
        if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('@')) continue;
        const first = ref.split('/')[0];
        const pathLike =
          FILE_EXT.test(ref) || (ref.includes('/') && topLevel.has(first) && first !== '');
        if (pathLike && !/[()=,'"]/.test(ref)) check(ref);
      }
    }
    if (isMd) {
      for (const m of line.matchAll(MD_LINK)) {
        const ref = m[1];
        if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('#')) continue;
        check(ref);
      }
    }
    if (reqHeadings) {
      for (const m of line.matchAll(SPEC_CITE)) {
        for (const n of m[1].match(/§[\d.]*\d/g)) {
          if (!reqHeadings.some((h) => h === n || h.startsWith(`${n} `)))
            report(`SPEC ${n}`, 'no such heading in docs/requirements.md');
        }
      }
    }
    if (apiHeadings) {
      for (const m of line.matchAll(API_CITE)) {
        if (!apiHeadings.includes(m[1])) report(m[0], 'no such heading in docs/api.md');
      }
    }
  });
}

if (reports.length > 0) {
  console.error(reports.join('\n'));
  console.error(
    `\n${reports.length} reference(s) to files or sections the repository does not have.`,
  );
  process.exit(1);
}
console.log('docs:check: every referenced file and cited section exists.');
