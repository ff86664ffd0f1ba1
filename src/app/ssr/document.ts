/**
 * The page around the server's render (src/server.tsx): dist/index.html with the route's head
 * tags, the screen's stylesheets (inlined when the web server offers a copy), the page's
 * language on <html>, the list of scripts the boot script adds, the symbols of the icons the
 * render used before the root (./iconSymbols.ts), and the store's state in a non-executed JSON
 * element after the root (no inline code: the CSP stays strict).
 */
import { SERVER_STATE_ELEMENT_ID, type ServerState } from '@/shared/api/serverState';
import type { Locale } from '@/shared/config';
import { escapeHtml, jsonForScript } from './head';

/** Stylesheets to inline instead of linking, by URL path (`/css/main.1a2b3c4d.css`). */
export type InlineStyles = ReadonlyMap<string, { css: string }> | undefined;

/** The page's language on <html> (the template's is the default language's). */
const HTML_LANG = /<html lang="?[a-z]+"?/;
/** The minified template drops the quotes of plain attribute values. */
const ROOT = /<div id="?root"?><\/div>/;
/** The entry's scripts in index.html (the web server's template). */
const ENTRY_SCRIPT = /<script defer src="?([^" >]+\.js)"?><\/script>/g;
/** The JSON list of the page's scripts, which public/boot.js loads. */
const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';
const STYLESHEET = /<link href="?([^" >]+\.css)"? rel="?stylesheet"?>/g;

export function assetTags(
  chunkGroups: Record<string, string[]>,
  chunks: Array<string | undefined>,
) {
  const files = chunks.flatMap((chunk) => (chunk && chunkGroups[chunk]) || []);
  const href = (file: string) => escapeHtml(`/${file}`);
  return {
    css: files
      .filter((f) => f.endsWith('.css'))
      .map((f) => `<link href="${href(f)}" rel="stylesheet">`)
      .join(''),
    // Paths for the JSON list (escaped as JSON by jsonForScript, not as HTML like href).
    js: files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
  };
}

/** Each stylesheet link the page has an inline copy of becomes a `<style data-href>`. */
function inlineStylesheets(html: string, styles: InlineStyles) {
  return html.replace(STYLESHEET, (link, href: string) => {
    const style = styles?.get(href);
    return style ? `<style data-href="${escapeHtml(href)}">${style.css}</style>` : link;
  });
}

/** index.html around the rendered app: head tags in, the state after the root element. */
export function documentParts(
  template: string,
  locale: Locale,
  head: string,
  assets: { css: string; js: string[] },
  styles: InlineStyles,
) {
  // The scripts are not in the HTML as elements: the boot script (public/boot.js) adds them in
  // this order once the page's largest image has painted. The screen chunk's come before the
  // entry's: they run in order, so the chunk is registered when main.tsx hydrates and the
  // screen's lazy import resolves at once.
  const scripts = [...assets.js];
  // Every insertion through a function: a replacement string would read `$&`, `$'` and `` $` ``
  // in it as patterns, and the head carries what people wrote (a profile's name and about).
  let html = template
    .replace(HTML_LANG, () => `<html lang=${locale}`)
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      scripts.push(src);
      return '';
    });
  html = html
    // The page reads without JavaScript now: no "this application needs JavaScript" notice.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '');
  html = html.replace('</head>', () => `${head}${assets.css}</head>`);
  html = inlineStylesheets(html, styles);
  const root = ROOT.exec(html);
  if (!root) throw new Error('index.html has no <div id="root"></div>');
  const at = root.index;
  return {
    /** Up to the root's opening tag; `icons` (the render's symbols) just before it. */
    before: (icons: string) => `${html.slice(0, at)}${icons}<div id="root">`,
    after: (state: ServerState) =>
      `</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>` +
      `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>` +
      html.slice(at + root[0].length),
  };
}
