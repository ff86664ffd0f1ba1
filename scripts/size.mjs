#!/usr/bin/env node
/**
 * `npm run size` (after `npm run build`): the first-visit JavaScript budget (docs/developers.md:
 * 170 KB gzip for /education/all).
 *
 * What a first visit to /education/all downloads as JavaScript:
 *   1. the entry scripts index.html references (webpack runtime, shared vendor chunk, main:
 *      store, router, providers and the whole shared layout, which is not lazy);
 *   2. the chunk group of the /education/all screen, "page-learning-list" (its webpackChunkName in
 *      src/app/routes/pages.ts), i.e. the screen's own chunk plus any split vendor chunks it needs.
 * The chunk groups come from dist/chunk-groups.json, written by webpack.config.js from webpack's
 * stats (namedChunkGroups), so split chunks with generated names are counted too.
 * The Russian catalogue is not counted: English is the default language.
 *
 * Each file is gzipped at level 9 and the sizes summed (1 KB = 1024 bytes): the budget's measure.
 * Beside it, the brotli figure: the size of the build's .br copy, which the web server sends to
 * browsers that accept brotli (all we support). Also fails when any of those files contains
 * cropperjs (the avatar cropper belongs to the personal account chunk), and when any script of the
 * build contains lucide-react (its icons are drawn from the sprite, src/shared/ui/Icon: README
 * "Decisions"), found by the license banner each of its modules carries.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 170;
const ROUTE_GROUPS = ['page-learning-list'];
/** Strings only cropperjs ships: its CSS class names, built into its JS, and its banner. */
const CROPPER_MARKERS = ['cropper-crop-box', 'cropper-view-box', 'Cropper.js'];
/** lucide-react's banner, `@license lucide-react v1.75.0` (kept in the file or its LICENSE.txt). */
const LUCIDE_MARKER = 'lucide-react v';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.DIST_DIR || 'dist');

function fail(message) {
  console.error(`size: ${message}`);
  process.exit(1);
}

if (!fs.existsSync(path.join(dist, 'index.html')))
  fail(`no build in ${dist}: run \`npm run build\` first`);
const manifestPath = path.join(dist, 'chunk-groups.json');
if (!fs.existsSync(manifestPath))
  fail('dist/chunk-groups.json is missing: build with `npm run build` (production mode)');

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entryScripts = [...html.matchAll(/<script[^>]*\ssrc=["']?\/?([^"'\s>]+)/g)].map((m) => m[1]);
if (entryScripts.length === 0) fail('index.html references no script');

const groups = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const routeFiles = [];
for (const name of ROUTE_GROUPS) {
  if (!groups[name])
    fail(`chunk group "${name}" not found in chunk-groups.json (renamed webpackChunkName?)`);
  routeFiles.push(...groups[name].filter((file) => file.endsWith('.js')));
}

const files = [...new Set([...entryScripts, ...routeFiles])];
let total = 0;
let totalBrotli = 0;
const rows = [];
const cropperHits = [];
for (const file of files) {
  const full = path.join(dist, file);
  if (!fs.existsSync(full)) fail(`${file} is referenced but missing from dist/`);
  const content = fs.readFileSync(full);
  const gzip = zlib.gzipSync(content, { level: 9 }).length;
  total += gzip;
  const brotliCopy = `${full}.br`;
  const brotli = fs.existsSync(brotliCopy) ? fs.statSync(brotliCopy).size : content.length;
  totalBrotli += brotli;
  rows.push([file, content.length, gzip, entryScripts.includes(file) ? 'entry' : 'route', brotli]);
  const license = fs.existsSync(`${full}.LICENSE.txt`)
    ? fs.readFileSync(`${full}.LICENSE.txt`, 'utf8')
    : '';
  const text = content.toString('utf8') + license;
  if (CROPPER_MARKERS.some((marker) => text.includes(marker))) cropperHits.push(file);
}

/** Every script of the build, not only the first visit's: no screen may bring lucide-react back. */
const lucideHits = fs
  .readdirSync(path.join(dist, 'js'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => {
    const full = path.join(dist, 'js', file);
    const license = fs.existsSync(`${full}.LICENSE.txt`)
      ? fs.readFileSync(`${full}.LICENSE.txt`, 'utf8')
      : '';
    return (fs.readFileSync(full, 'utf8') + license).includes(LUCIDE_MARKER);
  });

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log('First-visit JavaScript for /education/all (gzip -9):');
for (const [file, raw, gzip, kind, brotli] of rows)
  console.log(
    `  ${kind.padEnd(5)}  ${kb(gzip).padStart(7)} KB  (${kb(raw)} KB raw, ${kb(brotli)} KB brotli)  ${file}`,
  );
console.log(`  total  ${kb(total).padStart(7)} KB of ${BUDGET_KB} KB budget`);
console.log(`  as sent with brotli (the build's .br copies): ${kb(totalBrotli)} KB`);

let ok = true;
if (total > BUDGET_KB * 1024) {
  console.error(`size: over budget by ${kb(total - BUDGET_KB * 1024)} KB`);
  ok = false;
}
if (cropperHits.length > 0) {
  console.error(`size: cropperjs code found in first-visit chunks: ${cropperHits.join(', ')}`);
  ok = false;
} else {
  console.log('  no cropperjs code in these chunks');
}
if (lucideHits.length > 0) {
  console.error(`size: lucide-react code found in scripts: ${lucideHits.join(', ')}`);
  ok = false;
} else {
  console.log('  no lucide-react code in any script');
}
process.exit(ok ? 0 : 1);
