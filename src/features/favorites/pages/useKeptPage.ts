import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** `?page=2` -> 2; anything but a positive whole number -> 1. */
function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * A favorites block's page, kept in the address (`?page=3` on the block's own tab, `?module=3`
 * and the like on All, one per block), so that Back from an opened item and a reload bring the
 * reader to the page they left instead of page 1. Written with history.replaceState, past the
 * router: a router navigation would scroll the screen to its top (ScrollManager) and make every
 * Next a history entry to step back through. The router reads it back on Back (POP).
 */
export function useKeptPage(param: string) {
  const [params] = useSearchParams();
  const [page, setPage] = useState(() => parsePage(params.get(param)));
  useEffect(() => {
    const url = new URL(window.location.href);
    if (page > 1) url.searchParams.set(param, String(page));
    else url.searchParams.delete(param);
    if (url.href !== window.location.href)
      window.history.replaceState(window.history.state, '', url);
  }, [param, page]);
  return [page, setPage] as const;
}
