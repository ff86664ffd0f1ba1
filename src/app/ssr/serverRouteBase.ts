/**
 * What a server-rendered route is (./serverRoutes.ts lists them, one file per domain beside
 * it), and the helpers their entries share.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { IntlShape } from 'react-intl';
import type { RootState } from '@/app/store';
import { errorStatus } from '@/shared/api/errorStatus';
import { referencesApi, type StartupList } from '@/features/references/referencesApi';
import type { PageHead } from './head';

export interface RouteContext {
  params: Record<string, string | undefined>;
  /** The query string, with its `?` (or empty). */
  search: string;
}

export interface HeadContext extends RouteContext {
  state: RootState;
  intl: IntlShape;
  /** PUBLIC_ORIGIN, for absolute URLs in structured data. */
  origin: string;
  /** The page's path (no query string, no trailing slash): canonical and og:url. */
  pathname: string;
}

/** A thunk that starts one query: `endpoint.initiate(args)`. */
type QueryStart = (dispatch: never, getState: never, extra: never) => unknown;

export interface ServerRoute {
  /** The react-router pattern (routePatterns). */
  pattern: string;
  /** The screen's webpackChunkName (src/app/routes/pages.ts): its CSS and JS go in the HTML. */
  chunk: string;
  /** Route params whose values must be ids, and the allowed :type values (as ParamsCheck). */
  ids?: readonly string[];
  types?: readonly string[];
  /**
   * The query parameters its screen reads (of ./pageUrl.ts's: `q`, `tags`, `themes`, `page`,
   * `shown`, `module`); the others are dropped from its page's URL and cache key. None if absent.
   */
  reads?: readonly string[];
  /** The queries the screen makes for this URL. */
  load?: (context: RouteContext) => (QueryStart | UnknownAction)[];
  /** The head; null when the data says the page does not exist (a 404). */
  head: (context: HeadContext) => PageHead | null;
  /**
   * Its owner may take it down at any moment (a profile unpublished): caches keep it only
   * briefly, and no stale copy is sent (./cachePolicy.ts).
   */
  withdrawable?: true;
}

export const idOf = ({ params }: RouteContext) => Number(params.id);

/** The startup lists a screen renders from (names of ./referencesApi's startup endpoints). */
export const lists = (...names: StartupList[]) =>
  names.map((name) => referencesApi.endpoints[name].initiate());

/** A query's answer in the cache; `missing` when the API said 404. */
export function answer<T>(result: { data?: T; error?: unknown }): T | 'missing' | undefined {
  if (result.data !== undefined) return result.data;
  return errorStatus(result.error as never) === 404 ? 'missing' : undefined;
}

/**
 * The head of a page about one thing (a course, an event…) from its query's answer: null (the
 * 404 page) when the API said it does not exist; only the screen's own title while there is no
 * answer (the API failed: the page shows its error); otherwise the thing's own head.
 */
export function thingHead<T>(
  result: { data?: T; error?: unknown },
  untitled: string,
  headOf: (thing: T) => PageHead,
): PageHead | null {
  const thing = answer(result);
  if (thing === 'missing') return null;
  return thing === undefined ? { title: untitled, description: '' } : headOf(thing);
}
