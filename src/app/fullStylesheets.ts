/**
 * A server-rendered page inlines only its critical CSS (scripts/criticalCss.ts) and the boot
 * script adds the full stylesheets after the first paint (public/boot.js). A browser that renders
 * the page from scratch instead of hydrating it (signed in, or Russian over an English page:
 * src/main.tsx) draws what the critical CSS never saw, a signed-in header for one, so it first
 * waits for the full sheets: from the cache on every visit but the first, while the server's
 * HTML stays on screen. At most MAX_WAIT_MS: a sheet that never arrives must not keep the app away.
 */
const MAX_WAIT_MS = 3000;

/** The full sheet behind an inline one: the boot script's link, or a new one after the copy. */
function fullSheetOf(style: HTMLStyleElement): HTMLLinkElement {
  const href = style.dataset.href ?? '';
  const existing = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
  ).find((link) => link.getAttribute('href') === href);
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  style.after(link);
  return link;
}

const loaded = (link: HTMLLinkElement) =>
  link.sheet
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });

export function fullStylesheetsLoaded(maxWaitMs = MAX_WAIT_MS): Promise<void> {
  const sheets = Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-href]'));
  const all = Promise.all(sheets.map((style) => loaded(fullSheetOf(style))));
  const cap = new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs));
  return Promise.race([all.then(() => undefined), cap]);
}
