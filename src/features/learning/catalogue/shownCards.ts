/**
 * How much of a catalogue list the reader has opened with "Show more", kept in the address as
 * the number of cards asked for (`?shown=24`), so that a reload, Back and a shared link show as
 * many cards as the reader had (README "Decisions where the spec is silent": one address per
 * page). Read by the screen (useShownPages), the web server's render (src/app/ssr/
 * learningRoutes.ts) and its cache key (src/app/ssr/pageUrl.ts), so all three agree.
 */

/** Cards per "Show more" (one API page each). */
export const CATALOGUE_PAGE_SIZE = 12;

export const SHOWN_PARAM = 'shown';

/**
 * At most this many pages come back from an address (120 cards): each is a request, on the web
 * server too, so `?shown=100000` must not become 8,334 of them. Past it "Show more" goes on.
 */
export const MAX_KEPT_PAGES = 10;

/** `24` -> 2 pages; `13` -> 2; over 120 -> 10; anything but a positive whole number -> 1. */
export function shownPagesOf(value: string | null | undefined): number {
  if (!value || !/^[1-9]\d*$/.test(value)) return 1;
  return Math.min(MAX_KEPT_PAGES, Math.ceil(Number(value) / CATALOGUE_PAGE_SIZE));
}

/** The address's value for that many pages; '' (no parameter) for the first page alone. */
export const shownValueOf = (pages: number): string =>
  pages > 1 ? String(pages * CATALOGUE_PAGE_SIZE) : '';

/** An address's query string without the shown cards: a tab or a new filter starts at one page. */
export function withoutShown(search: string): string {
  const params = new URLSearchParams(search);
  if (!params.has(SHOWN_PARAM)) return search;
  params.delete(SHOWN_PARAM);
  const text = params.toString();
  return text ? `?${text}` : '';
}
