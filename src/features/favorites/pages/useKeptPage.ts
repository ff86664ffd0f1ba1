import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { replaceSearchParam } from '@/shared/lib/replaceSearchParam';

/** `?page=2` -> 2; anything but a positive whole number -> 1. */
function parsePage(value: string | null): number {
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}

/**
 * A favorites block's page, kept in the address (`?page=3` on the block's own tab, `?module=3`
 * and the like on All, one per block), so that Back from an opened item and a reload bring the
 * reader to the page they left instead of page 1. Written in place (replaceSearchParam), past
 * the router: a router navigation would scroll the screen to its top and make every Next a
 * history entry to step back through.
 */
export function useKeptPage(param: string) {
  const [params] = useSearchParams();
  const [page, setPage] = useState(() => parsePage(params.get(param)));
  useEffect(() => replaceSearchParam(param, page > 1 ? String(page) : ''), [param, page]);
  return [page, setPage] as const;
}
