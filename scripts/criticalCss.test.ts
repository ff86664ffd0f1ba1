import { inlineCriticalCss } from './criticalCss';
import { cspHash } from './inlineAssets';

const page = (main: string, screen: string, body: string) =>
  `<html><head><style data-href="/css/main.css">${main}</style>` +
  `<style data-href="/css/page.css">${screen}</style></head><body>${body}</body></html>`;

const styleOf = (html: string, href: string) =>
  new RegExp(`<style data-href="${href}">([\\s\\S]*?)</style>`).exec(html)?.[1];

test("each inline sheet keeps only the rules the page's markup can match", async () => {
  const { html } = await inlineCriticalCss(
    page(
      '.card{color:red}.dialog{color:blue}h2 a{color:green}',
      '.list .card{margin:0}.empty{margin:8px}',
      '<ul class="list"><li class="card"><h2><a href="/x">X</a></h2></li></ul>',
    ),
  );
  expect(styleOf(html, '/css/main.css')).toBe('.card{color:red}h2 a{color:green}');
  expect(styleOf(html, '/css/page.css')).toBe('.list .card{margin:0}');
  expect(html).toContain('<ul class="list"><li class="card">');
});

test('the CSP sources are the hashes of the sheets as sent', async () => {
  const { html, styleSources } = await inlineCriticalCss(
    page('.a{color:red}.b{color:blue}', '.c{margin:0}', '<p class="a c"></p>'),
  );
  expect(styleSources).toEqual([
    cspHash(styleOf(html, '/css/main.css') ?? ''),
    cspHash(styleOf(html, '/css/page.css') ?? ''),
  ]);
  expect(styleOf(html, '/css/main.css')).toBe('.a{color:red}');
});

test('rules for what the browser puts on <html> stay: dark theme, language, web fonts, a session', async () => {
  const css =
    ':root[data-theme=dark] .card{color:white}:root[data-theme-switching] *{transition:none}' +
    'html[lang=ru] .card{hyphens:auto}:root.web-fonts{--font-sans:Inter}' +
    '.session .card{visibility:hidden}' +
    '.card{font-family:var(--font-sans)}:root[data-theme=dark] .dialog{color:white}';
  const { html } = await inlineCriticalCss(page(css, '', '<p class="card"></p>'));
  expect(styleOf(html, '/css/main.css')).toBe(
    css
      .replace(':root[data-theme=dark] .dialog{color:white}', '')
      // Only motion: a first paint has none (the next test).
      .replace(':root[data-theme-switching] *{transition:none}', ''),
  );
});

// The server's own <html> already says lang="en" data-theme="light": a second <html> tag's
// attributes are dropped by the HTML parser where the first has them, and with them the dark
// theme's tokens, so a dark reader's first paint was a white page in dark colours (a fresh-clone
// CI run caught it when the full sheet was slow to come).
test('the dark theme and the other language stay when the page says light and English', async () => {
  const css =
    ':root{--bg:#fff}:root[data-theme=dark]{--bg:#171717}body{background:var(--bg)}' +
    'html[lang=ru] .card{hyphens:auto}.card{margin:0}';
  const { html } = await inlineCriticalCss(
    page(css, '', '<p class="card"></p>').replace('<html>', '<html lang="en" data-theme="light">'),
  );
  expect(styleOf(html, '/css/main.css')).toBe(css);
});

test('font faces, custom properties and media queries of used rules stay; motion goes', async () => {
  const css =
    '@font-face{font-family:Inter;src:url(/fonts/inter.woff2)}' +
    ':root{--space:8px}@keyframes pulse{to{opacity:.5}}.bone{animation:pulse 1s;margin:var(--space)}' +
    '@media (max-width:639px){.bone{display:none}.other{display:none}}';
  const { html } = await inlineCriticalCss(page(css, '', '<span class="bone"></span>'));
  expect(styleOf(html, '/css/main.css')).toBe(
    '@font-face{font-family:Inter;src:url(/fonts/inter.woff2)}' +
      ':root{--space:8px}.bone{margin:var(--space)}' +
      '@media (max-width:639px){.bone{display:none}}',
  );
});

test('motion is left for the full sheets: transitions, animations, keyframes, their tokens', async () => {
  const css =
    ':root{--ease:ease-out;--space:8px}@keyframes fade{from{opacity:0}}' +
    '.card{transition:color .2s var(--ease);will-change:transform;margin:var(--space)}' +
    '.card img{animation:fade .3s;animation-delay:.1s}' +
    '@media (prefers-reduced-motion:reduce){.card{transition-duration:.01ms}}';
  const { html } = await inlineCriticalCss(page(css, '', '<p class="card"><img></p>'));
  expect(styleOf(html, '/css/main.css')).toBe(':root{--space:8px}.card{margin:var(--space)}');
});

test('class names in scripts (the state, JSON-LD) are data, not markup', async () => {
  const { html } = await inlineCriticalCss(
    page(
      '.card{color:red}.hidden-feature{color:blue}',
      '',
      '<p class="card"></p><script type="application/json">{"className":"hidden-feature"}</script>',
    ),
  );
  expect(styleOf(html, '/css/main.css')).toBe('.card{color:red}');
});

test('a page without inline sheets is left as it is', async () => {
  const html =
    '<html><head><link href="/css/main.css" rel="stylesheet"></head><body></body></html>';
  expect(await inlineCriticalCss(html)).toEqual({ html, styleSources: [] });
});

test('design tokens stay where a kept rule uses them, in either sheet; others go', async () => {
  const { html } = await inlineCriticalCss(
    page(
      ':root{--space:8px;--gap:var(--space);--unused:1px;--dialog:2px}.dialog{margin:var(--dialog)}',
      '.card{padding:var(--gap)}',
      '<p class="card"></p>',
    ),
  );
  expect(styleOf(html, '/css/main.css')).toBe(':root{--space:8px;--gap:var(--space)}');
  expect(styleOf(html, '/css/page.css')).toBe('.card{padding:var(--gap)}');
});

test('a remembered cut serves only pages that use the same classes', async () => {
  const css = '.card{color:red}.badge{color:blue}';
  const first = await inlineCriticalCss(page(css, '', '<p class="card">One</p>'));
  const same = await inlineCriticalCss(page(css, '', '<p class="card">Two</p>'));
  const more = await inlineCriticalCss(page(css, '', '<p class="card badge">Three</p>'));
  expect(styleOf(first.html, '/css/main.css')).toBe('.card{color:red}');
  expect(same.styleSources).toEqual(first.styleSources);
  expect(styleOf(more.html, '/css/main.css')).toBe(css);
});
