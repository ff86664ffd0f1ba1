/**
 * The list screens keep their search text, tag filter and page in the URL query string
 * (?q=&tags=1,4&page=2), so a filtered page can be shared, reloaded and walked with Back.
 * News, events and the community directory use this one hook.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListQuery {
  q: string;
  tags: number[];
  page: number;
}

const MAX_Q = 200; // the API's limit (contract: maxLength 200)

export function parseListQuery(params: URLSearchParams): ListQuery {
  const q = (params.get('q') ?? '').slice(0, MAX_Q);
  const tags = (params.get('tags') ?? '')
    .split(',')
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
  const pageText = params.get('page') ?? '1';
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  return { q, tags: [...new Set(tags)], page };
}

export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);

  const update = useCallback(
    (changes: Partial<ListQuery>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const merged = { ...parseListQuery(current), ...changes };
          // A new search or filter starts from the first page.
          if (changes.q !== undefined || changes.tags !== undefined)
            merged.page = changes.page ?? 1;
          const set = (name: string, value: string) =>
            value ? next.set(name, value) : next.delete(name);
          set('q', merged.q.trim() ? merged.q : '');
          set('tags', merged.tags.join(','));
          set('page', merged.page > 1 ? String(merged.page) : '');
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );

  return {
    ...query,
    setQ: useCallback((q: string) => update({ q }, { replace: true }), [update]),
    setTags: useCallback((tags: number[]) => update({ tags }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    reset: useCallback(() => update({ q: '', tags: [], page: 1 }), [update]),
  };
}

/** Page count of a paged answer (API default page size 12). */
export function pageCountOf(count: number | undefined, pageSize: number): number {
  return count ? Math.ceil(count / pageSize) : 0;
}
