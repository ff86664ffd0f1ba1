/**
 * /sitemap.xml (sitemaps.org 0.9), served by the web server (scripts/serve.ts; README "Server
 * rendering"). A crawler reaches a page by its links, and the lists do not link all their
 * items: the catalogue shows more with a button, the events list turns its pages with buttons,
 * so every course, session and event beyond a list's first page would be found by nobody. This
 * names every public page (SPEC §6: what a visitor may see): the learning and events lists of
 * each type, each course, published session, sponsor and event, and each published profile (the
 * community list holds only those). Not listed: pages for members only (news, the community
 * pages, the account), the certificate checks (one per holder; found from the holder's link).
 *
 * The same RTK Query endpoints as the pages, in a visitor's store, on the API's own address.
 * A list that fails fails the whole sitemap (the web server keeps the last good one): a sitemap
 * missing half its pages would tell search engines those pages are gone.
 */
import type { Paged } from '@/shared/contract/common';
import { makeStore } from '@/app/store';
import { SERVER_API_TIMEOUT_MS } from './apiTimeout';
import { emptyAuthState } from '@/features/auth/authSlice';
import { communitiesApi } from '@/features/communities/communitiesApi';
import { eventsApi } from '@/features/events/eventsApi';
import { catalogueApi } from '@/features/learning/catalogueApi';
import { referencesApi } from '@/features/references/referencesApi';
import { EVENT_TYPES, LEARNING_TYPES, paths } from '@/shared/routes/paths';
import { absoluteUrl, escapeHtml } from './head';

/** sitemaps.org: at most 50,000 addresses in one file (a sitemap index would be the next step). */
export const SITEMAP_MAX_URLS = 50_000;
/** The API's largest page (docs/api.md "Paging"): the fewest calls. */
const PAGE_SIZE = 100;

type Store = ReturnType<typeof makeStore>;

/** A started query: its answer or its error, then no longer held in the store's cache. */
interface Started<T> {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}

async function answerOf<T>(started: Started<T>): Promise<T> {
  try {
    return await started.unwrap();
  } finally {
    started.unsubscribe();
  }
}

/**
 * The ids of every item of a paged list, page by page, up to `max`. An item published while
 * the pages are read moves the later ones by one: an id seen twice is listed once.
 */
async function idsOfAllPages(
  pageOf: (page: number) => Started<Paged<{ id: number }>>,
  max: number,
): Promise<number[]> {
  const ids = new Set<number>();
  for (let page = 1; ids.size < max; page += 1) {
    const { results, next } = await answerOf(pageOf(page));
    for (const item of results) ids.add(item.id);
    if (!next || results.length === 0) break;
  }
  return [...ids].slice(0, max);
}

/** Every public page's path, lists first; at most `max`. */
export async function publicPaths(apiBaseUrl: string, max = SITEMAP_MAX_URLS): Promise<string[]> {
  const store: Store = makeStore(
    { auth: emptyAuthState },
    { apiBaseUrl, apiTimeoutMs: SERVER_API_TIMEOUT_MS },
  );
  const size = { page_size: PAGE_SIZE };
  const [courses, modules, events, profiles, sponsors] = await Promise.all([
    idsOfAllPages(
      (page) =>
        store.dispatch(
          catalogueApi.endpoints.searchCatalogue.initiate({ type: 'course', page, ...size }),
        ),
      max,
    ),
    idsOfAllPages(
      (page) =>
        store.dispatch(
          catalogueApi.endpoints.searchCatalogue.initiate({ type: 'module', page, ...size }),
        ),
      max,
    ),
    idsOfAllPages(
      (page) =>
        store.dispatch(eventsApi.endpoints.listEvents.initiate({ type: 'all', page, ...size })),
      max,
    ),
    idsOfAllPages(
      (page) =>
        store.dispatch(
          communitiesApi.endpoints.listMembers.initiate({ type: 'all', page, ...size }),
        ),
      max,
    ),
    answerOf(store.dispatch(referencesApi.endpoints.getSponsors.initiate())),
  ]);
  return [
    ...LEARNING_TYPES.map((type) => paths.education(type)),
    ...EVENT_TYPES.map((type) => paths.events(type)),
    ...courses.map((id) => paths.course(id)),
    ...modules.map((id) => paths.module(id)),
    ...sponsors.map((sponsor) => paths.sponsor(sponsor.id)),
    ...events.map((id) => paths.event(id)),
    ...profiles.map((id) => paths.publicProfile(id)),
  ].slice(0, max);
}

/** The sitemap's XML for these paths on the public origin (escaped as XML asks: & < > " '). */
export function sitemapXml(origin: string, pagePaths: readonly string[]): string {
  const urls = pagePaths.map(
    (pagePath) => `<url><loc>${escapeHtml(absoluteUrl(origin, pagePath))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
