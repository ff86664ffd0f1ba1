/**
 * Writes public/og.png: the link-preview picture of pages that have none of their own (the
 * lists, the sign-in screens), 1200×630 (Open Graph's and X's large card, 1.91:1). The logo's
 * tile and wordmark (src/shared/ui/Logo/Logo.tsx) on the brand's soft teal, drawn by Debian's
 * Chromium in Inter from node_modules, then cut to a 16-colour palette by sharp: flat colours
 * and anti-aliased edges, 4.1 KB. No words but the name, which reads the same in both
 * languages (its og:image:alt is that name).
 * `node scripts/og-image.mjs` rewrites it (offline); README "Server rendering" says why it exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUT = path.join(root, 'public/og.png');
const WIDTH = 1200;
const HEIGHT = 630;
const INTER = path.join(
  root,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

// Colours from src/shared/styles/tokens.css: --color-brand, --color-brand-contrast,
// --color-brand-soft, --color-text.
const html = `<!doctype html><html><head><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${fs
  .readFileSync(INTER)
  .toString('base64')}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; }
body { display: flex; align-items: center; justify-content: center; background: #e3f7f3;
  border-bottom: 24px solid #44cbb1; box-sizing: border-box; }
svg { display: block; }
</style></head><body>
<svg viewBox="0 0 196 36" width="784" height="144" aria-hidden="true">
  <rect x="0" y="0" width="36" height="36" rx="10" fill="#44CBB1" />
  <path d="M8 12.5c3.6-1.6 7-1.4 10 .9v13c-3-2.2-6.4-2.4-10-.8z" fill="#0B2E28" />
  <path d="M28 12.5c-3.6-1.6-7-1.4-10 .9v13c3-2.2 6.4-2.4 10-.8z" fill="#0B2E28" opacity="0.72" />
  <circle cx="18" cy="7.8" r="2.6" fill="#FFFFFF" />
  <text x="46" y="25" fill="#171717" font-family="Inter" font-size="20" font-weight="700"
    letter-spacing="-0.3" textLength="143.6" lengthAdjust="spacingAndGlyphs">Edu<tspan
    font-weight="500" opacity="0.86">Community</tspan></text>
</svg></body></html>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.setContent(html);
  await page.evaluate(() => globalThis.document.fonts.ready);
  const shot = await page.screenshot({ type: 'png' });
  await sharp(shot)
    .png({ palette: true, colours: 16, effort: 10, compressionLevel: 9 })
    .toFile(OUTPUT);
} finally {
  await browser.close();
}
console.log(`${path.relative(root, OUTPUT)}: ${fs.statSync(OUTPUT).size} bytes`);
