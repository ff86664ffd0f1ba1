/**
 * Critical CSS of a rendered page (issue 12, README "Server rendering"). A page inlines its
 * stylesheets so that nothing is requested before the first paint, but the whole of them is
 * half the page's bytes, and on a phone network the HTML's first round trip carries only ~14 KB
 * (TCP's first congestion window). So each inline sheet keeps only the rules the page's own
 * markup can match (PurgeCSS with its HTML extractor); the boot script (public/boot.js) loads
 * the full files after the first paint, next to their inline copies, before anyone can open a
 * menu or a dialog. Font faces are kept whole; custom properties (the design tokens) only where
 * a kept rule uses them. Motion is left out (transitions, animations and their keyframes,
 * will-change): a first paint has nothing to move, and the full sheets bring it a moment later.
 *
 * What the boot script and the app put on <html> (a remembered language or dark theme, the
 * theme switch's transition guard, the web-font switch, a signed-in reader's `session`) cannot be seen in the server's markup:
 * the extractor is told about all of them, so the first paint is right in every theme.
 */
import { createHash } from 'node:crypto';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import purgeHtml from 'purgecss-from-html';
import { cspHash } from './inlineAssets';

// On an element of its own, not a second <html>: the parser drops a second <html>'s attributes
// wherever the page's own already has them (lang, data-theme), and the dark theme went with them.
// The extractor reads names and values, not which element holds them.
const ROOT_STATES =
  '<div lang="en ru" data-theme="light dark" data-theme-switching class="web-fonts session"></div>';
const SHEET_BREAK = '/*! critical-css: next sheet */';
const INLINE_STYLE = /(<style data-href="[^"]+">)([\s\S]*?)(<\/style>)/g;
/** Elements whose text is code or data, not markup: left out of what the extractor reads. */
const NOT_MARKUP = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g;

export interface CriticalPage {
  html: string;
  /** The CSP sources ('sha256-…') of the page's inline stylesheets, as reduced. */
  styleSources: string[];
}

export async function inlineCriticalCss(html: string): Promise<CriticalPage> {
  const sheets = [...html.matchAll(INLINE_STYLE)].map((match) => match[2]);
  if (sheets.length === 0) return { html, styleSources: [] };
  const reduced = await reduce(sheets, html.replace(NOT_MARKUP, '') + ROOT_STATES);
  let index = 0;
  const styleSources: string[] = [];
  const page = html.replace(INLINE_STYLE, (_, open: string, _css: string, close: string) => {
    const css = reduced[index++];
    styleSources.push(cspHash(css));
    return `${open}${css}${close}`;
  });
  return { html: page, styleSources };
}

/**
 * Pages of one screen mostly use the same classes and attributes: the cut sheets are kept by
 * what the markup uses (a bounded, least recently used memory), so re-rendering a page or
 * rendering its sibling costs the reading of its markup, not the CSS work.
 */
const reducedBy = new Map<string, string[]>();
const REMEMBERED = 100;

async function reduce(sheets: string[], markup: string): Promise<string[]> {
  const used = purgeHtml(markup);
  const key = createHash('sha256')
    .update(sheets.join(SHEET_BREAK))
    .update(JSON.stringify(Object.entries(used).map(([kind, names]) => [kind, sortedSet(names)])))
    .digest('base64');
  const remembered = reducedBy.get(key);
  reducedBy.delete(key);
  const reduced = remembered ?? (await purge(sheets, used));
  reducedBy.set(key, reduced);
  if (reducedBy.size > REMEMBERED) reducedBy.delete(reducedBy.keys().next().value as string);
  return reduced;
}

const sortedSet = (names: string[] | { names: string[]; values: string[] }) =>
  Array.isArray(names)
    ? [...new Set(names)].sort()
    : [[...new Set(names.names)].sort(), [...new Set(names.values)].sort()];

/** Declarations and at-rules that only move things: not needed for a first paint. */
const MOTION_PROPERTY = /^(transition|animation)(-|$)|^will-change$/;

/** A sheet without its motion (a few whole files, each reduced once). */
const stillSheets = new Map<string, string>();
function withoutMotion(sheet: string): string {
  const known = stillSheets.get(sheet);
  if (known !== undefined) return known;
  const root = postcss.parse(sheet);
  root.walkAtRules(/keyframes$/, (rule) => {
    rule.remove();
  });
  root.walkDecls(MOTION_PROPERTY, (decl) => {
    decl.remove();
  });
  // Rules and media blocks left empty (a reduced-motion block that only slowed animations).
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  root.walkAtRules((rule) => {
    if (rule.nodes?.length === 0) rule.remove();
  });
  const still = root.toString();
  stillSheets.set(sheet, still);
  return still;
}

/**
 * The sheets go through PurgeCSS as one, split again at a marker comment (kept, as `/*!`
 * comments are): its removal of unused custom properties only sees uses within one sheet, and
 * the screen's sheet uses the entry's design tokens.
 */
async function purge(sheets: string[], used: ReturnType<typeof purgeHtml>): Promise<string[]> {
  const [result] = await new PurgeCSS().purge({
    // The markup is read already: its extractor's answer is handed over as it is.
    content: [{ raw: '', extension: 'html' }],
    extractors: [{ extractor: () => used, extensions: ['html'] }],
    // Without motion first, so that the tokens only motion used (easings, durations) go too.
    css: [{ raw: sheets.map(withoutMotion).join(SHEET_BREAK) }],
    variables: true,
    // Hover and press styles come with the full sheets, a moment after the first paint, before
    // a pointer can use them; focus styles stay (a keyboard user may press Tab at once).
    blocklist: [':hover', ':active'],
  });
  const reduced = result.css.split(SHEET_BREAK);
  if (reduced.length !== sheets.length) throw new Error('critical CSS: a sheet break was lost');
  return reduced;
}
