/**
 * What a server-rendered page carries in its <head> (issue 12): title, meta description,
 * canonical link, Open Graph and Twitter card tags, schema.org JSON-LD. Pure string building,
 * so it is tested on its own (head.test.ts); every value is escaped here, and JSON inside a
 * <script> element is escaped against `</script>` and comment openers.
 */

export const SITE_NAME = 'EduCommunity';

export type OpenGraphType = 'website' | 'article' | 'profile';

export interface PageHead {
  /** The page's own title; the document title is "title · EduCommunity". */
  title: string;
  description: string;
  /**
   * Absolute or origin-relative; relative ones are made absolute with the public origin. An SVG
   * is left out of the preview tags: Facebook, X and LinkedIn show none. Without one (or with an
   * SVG), the site's picture (DEFAULT_IMAGE).
   */
  image?: string | null;
  /**
   * A square picture (an avatar, a logo): the small card, picture beside the text. X's large
   * card wants at least 300×157 and crops to 2:1.
   */
  squareImage?: boolean;
  /** An article's publication date (ISO 8601): article:published_time. */
  publishedTime?: string;
  ogType?: OpenGraphType;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd?: Record<string, unknown>[];
  /** Kept out of search results: the not-found page, members' pages, certificate checks. */
  noindex?: boolean;
  /**
   * What the page was asked about does not exist, and the page says so itself (a certificate
   * check of an unknown number): it answers 404 with its own content, not the not-found page.
   */
  missing?: true;
  /**
   * The page's one address when it has several (an event under each list type): its canonical
   * link and og:url. Otherwise the requested path.
   */
  canonicalPath?: string;
}

/** Text and attribute values: the five characters that could end or open markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * JSON for a <script> element's text: `<`, `>` and `&` as \u escapes, so no `</script>`,
 * `<!--` or `-->` can appear; U+2028/2029 too (valid JSON, but not in older JS parsers).
 * JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL on the public origin; absolute URLs stay as they are. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin.replace(/\/$/, '')}/`).href;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of an HTML fragment (an article's sanitized body), for a description. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code =
        name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    });
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` of at most `max` UTF-16 units that ends between two characters as
 * a reader sees them: never half an emoji (a lone surrogate, which the page's UTF-8 turns into
 * "�") nor part of a joined one (👩‍👩‍👧 cut to 👩‍👩) or a letter without its accent.
 */
function startOf(text: string, max: number): string {
  let end = 0;
  for (const { index, segment } of graphemes.segment(text)) {
    if (index + segment.length > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** Descriptions are one paragraph of at most `max` characters, cut at a word. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = startOf(flat, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function documentTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

/**
 * The preview picture of a page with none of its own (the lists, the sign-in screens, a sponsor
 * whose logo is an SVG): public/og.png, drawn by scripts/og-image.mjs. Its only words are the
 * name, so the name is its alt text, in either language.
 */
export const DEFAULT_IMAGE = { path: '/og.png', width: 1200, height: 630, alt: SITE_NAME };

/** og:locale of each language the pages are written in. */
const OG_LOCALES: Record<string, string> = { en: 'en_US', ru: 'ru_RU' };

/**
 * The tags for <head>, one after the other (a newline between each cost the learning list 33
 * bytes of brotli). `canonicalPath` is the page's path (query strings that
 * only filter a list are not part of it); `origin` is PUBLIC_ORIGIN; `locale` the language the
 * page is written in.
 */
export function renderHead(
  head: PageHead,
  origin: string,
  canonicalPath: string,
  locale = 'en',
): string {
  const title = documentTitle(head.title);
  const url = absoluteUrl(origin, canonicalPath);
  const own =
    head.image && !/\.svg(?:[?#]|$)/i.test(head.image) ? absoluteUrl(origin, head.image) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  // X reads og:title, og:description and og:image when its own twitter:* tags are absent
  // (developer.x.com/cards/markup): only the card type, which has no Open Graph twin, is
  // repeated for it. The three copies cost the learning list 30–40 bytes of its first round trip.
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...(head.noindex ? ['<meta name="robots" content="noindex">'] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', OG_LOCALES[locale] ?? OG_LOCALES.en),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title || SITE_NAME),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(own
      ? [meta('property', 'og:image', own)]
      : [
          meta('property', 'og:image', absoluteUrl(origin, DEFAULT_IMAGE.path)),
          meta('property', 'og:image:width', String(DEFAULT_IMAGE.width)),
          meta('property', 'og:image:height', String(DEFAULT_IMAGE.height)),
          meta('property', 'og:image:alt', DEFAULT_IMAGE.alt),
        ]),
    ...(head.publishedTime ? [meta('property', 'article:published_time', head.publishedTime)] : []),
    meta('name', 'twitter:card', own && head.squareImage ? 'summary' : 'summary_large_image'),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
  ];
  return tags.join('');
}
