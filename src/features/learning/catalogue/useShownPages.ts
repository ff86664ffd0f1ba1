import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { replaceSearchParam } from '@/shared/lib/replaceSearchParam';
import { SHOWN_PARAM, shownPagesOf, shownValueOf } from './shownCards';

/**
 * The pages of a catalogue list the reader has opened with "Show more", kept in the address
 * (`?shown=24`, ./shownCards.ts) so that a reload and Back bring them all back. Read from the
 * address when the list mounts (a reload, Back: the router reads the entry's address); written
 * in place past the router (replaceSearchParam), as the favorites' page is: a router navigation
 * would scroll the screen to its top, and the search or the tab did not change.
 *
 * `listKey` names the list (its filters and kind): another one starts again at one page. Null
 * while it is not known, which resets nothing. `limit` is the list's page count once known, so an
 * address asking for more than there is shows what there is and says so.
 */
export function useShownPages(listKey: string | null, limit: number | null) {
  const [params] = useSearchParams();
  const { key: entry } = useLocation();
  const [kept, setKept] = useState(() => ({
    list: listKey,
    pages: shownPagesOf(params.get(SHOWN_PARAM)),
  }));
  let { pages } = kept;
  if (listKey !== null && listKey !== kept.list) {
    // Adjusted while rendering (no frame shows the old list's pages for the new one).
    pages = kept.list === null ? pages : 1;
    setKept({ list: listKey, pages });
  }
  if (limit !== null) pages = Math.max(1, Math.min(pages, limit));

  // `entry`: a navigation of the router (a filter, a tab) writes its own address, from what the
  // router last read, so it is set again after it.
  useEffect(() => replaceSearchParam(SHOWN_PARAM, shownValueOf(pages)), [pages, entry]);

  const showMore = () => setKept({ list: listKey, pages: pages + 1 });
  return [pages, showMore] as const;
}
