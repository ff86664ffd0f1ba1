/**
 * The list screens keep their search text, id filters and page in the URL query string
 * (?q=&tags=1,4&themes=3&page=2), so a filtered page can be shared, reloaded and walked with Back.
 * The one hook for it: the learning catalogue, news, events and the community directory.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export interface ListQuery {
  q: string;
  tags: number[];
  themes: number[];
  page: number;
}

const emptyListQuery: ListQuery = { q: '', tags: [], themes: [], page: 1 };

const MAX_Q = 200; // the API's limit (contract: maxLength 200)

/** Unique positive integer ids in ascending order, whatever the source (URL, dropdown). */
export function cleanIds(ids: readonly number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isInteger(id) && id > 0))].sort((a, b) => a - b);
}

/** `1,4` -> [1, 4]; malformed parts are ignored. */
function parseIds(value: string | null): number[] {
  return cleanIds(
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => /^[1-9]\d{0,8}$/.test(part))
      .map(Number),
  );
}

export function parseListQuery(search: string | URLSearchParams): ListQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageText = params.get('page') ?? '1';
  return {
    q: (params.get('q') ?? '').slice(0, MAX_Q),
    tags: parseIds(params.get('tags')),
    themes: parseIds(params.get('themes')),
    page: /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1,
  };
}

/**
 * The query's parameters in one canonical order, empty ones as '' (the address bar's, and the
 * web server's cache key: src/app/ssr/pageUrl.ts).
 */
export function listQueryParts(query: ListQuery): [string, string][] {
  return [
    ['q', query.q.trim() ? query.q : ''],
    ['tags', cleanIds(query.tags).join(',')],
    ['themes', cleanIds(query.themes).join(',')],
    ['page', query.page > 1 ? String(query.page) : ''],
  ];
}

/** The query written into `params` in one canonical order; other parameters stay, empty parts go. */
function writeListQuery(params: URLSearchParams, query: ListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const parts = listQueryParts(query);
  for (const [name] of parts) next.delete(name);
  for (const [name, value] of parts) if (value) next.append(name, value);
  return next;
}

/** Whether any filter (not the page) is set. */
export const hasFilters = (query: Pick<ListQuery, 'q' | 'tags' | 'themes'>) =>
  query.q.trim() !== '' || query.tags.length > 0 || query.themes.length > 0;

export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = useMemo(() => parseListQuery(params), [params]);

  const update = useCallback(
    (changes: Partial<ListQuery>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const merged = { ...parseListQuery(current), ...changes };
          // A new search or filter starts from the first page.
          if (changes.q !== undefined || changes.tags !== undefined || changes.themes !== undefined)
            merged.page = changes.page ?? 1;
          return writeListQuery(current, merged);
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  const setQ = useCallback(
    // Refining a search replaces the entry, so Back does not replay every pause in typing;
    // starting or clearing one is a step of its own.
    (q: string) => update({ q }, { replace: query.q.trim() !== '' && q.trim() !== '' }),
    [update, query.q],
  );
  return {
    ...query,
    setQ,
    setTags: useCallback((tags: number[]) => update({ tags }), [update]),
    setThemes: useCallback((themes: number[]) => update({ themes }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    reset: useCallback(() => update({ ...emptyListQuery }), [update]),
    /** The address of another page of this list, as `setPage` would write it (the pager's links). */
    pageHref: useCallback(
      (page: number) => {
        const search = writeListQuery(params, { ...query, page }).toString();
        return search ? `${pathname}?${search}` : pathname;
      },
      [params, query, pathname],
    ),
  };
}

/** Page count of a paged answer (API default page size 12). */
export function pageCountOf(count: number | undefined, pageSize: number): number {
  return count ? Math.ceil(count / pageSize) : 0;
}
