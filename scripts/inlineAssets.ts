/**
 * What the web server (scripts/serve.ts) inlines into pages, and the CSP hashes that allow it
 * (issue 12, README "Server rendering"). A first visit paints as soon as the HTML has arrived:
 * no request may stand before the first paint, so
 *   - the boot script (public/boot.js, inlined into index.html at build time) is allowed by its
 *     SHA-256 in script-src, for every page;
 *   - a rendered page carries its stylesheets (the entry's and its screen's) in
 *     `<style data-href="/css/…">` elements, cut to the page's critical rules
 *     (./criticalCss.ts), each allowed by its SHA-256 in style-src for that response only.
 *     `data-href` is how the CSS chunk loader (mini-css-extract-plugin) knows the file is on
 *     the page, so hydration does not wait for it; the boot script loads the full file after
 *     the first paint.
 * No 'unsafe-inline' anywhere: an injected script or style element has no matching hash.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Inline scripts of index.html (not JSON data blocks): what script-src must allow. */
export function inlineScriptSources(template: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, code] of template.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|\btype="?application\//.test(attributes)) continue;
    sources.push(cspHash(code));
  }
  return sources;
}

/**
 * Every built stylesheet by its URL path (`/css/main.1a2b3c4d.css`). A sheet that could close
 * its own element early (`</style`) is left out: it stays a link.
 */
export function loadInlineStyles(root: string): Map<string, { css: string }> {
  const styles = new Map<string, { css: string }>();
  const dir = path.join(root, 'css');
  if (!fs.existsSync(dir)) return styles;
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith('.css')) continue;
    const css = fs.readFileSync(path.join(dir, file), 'utf8');
    if (/<\/style/i.test(css)) continue;
    styles.set(`/css/${file}`, { css });
  }
  return styles;
}

type Directives = Record<string, readonly string[] | null>;

/** helmet's directive object as a header value (camelCase names to kebab-case; null = off). */
export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, readonly string[]] => entry[1] !== null)
    .map(([name, values]) =>
      [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '),
    )
    .join(';');
}
