import type { ReactNode } from 'react';
import { pageCountOf } from '@/shared/lib/useListQuery';
import { CardGrid, CardGridItem, CardGridSkeleton } from '../CardGrid/CardGrid';
import { LoadError } from '../LoadError/LoadError';
import { Pagination } from '../Pagination/Pagination';

interface PagedCardsProps<Item extends { id: number }> {
  /**
   * The list query's result for this page. Its `currentData` is undefined while the page loads,
   * so another page's or tab's cards are never shown stale.
   */
  query: {
    currentData?: { count: number; results: Item[] };
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** 1-based, from the address. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The grid's accessible name. */
  label: string;
  card: (item: Item, index: number) => ReactNode;
  /** When the list has nothing: the page's own words (nothing yet, or nothing matches). */
  empty: ReactNode;
  /** Above the cards, when there are some (a visible count). */
  summary?: (count: number) => ReactNode;
  /** While the page loads: six card skeletons unless the page's cards look otherwise. */
  skeleton?: ReactNode;
}

/**
 * The results of a paged card list (events, news, the community directory): an error with Retry
 * (page 1 offered past the last page), skeletons, the empty state, or the cards with a pager. The
 * page keeps its own results section around it (its live region, `aria-busy`).
 */
export function PagedCards<Item extends { id: number }>({
  query: { currentData: current, isError, error, refetch },
  page,
  pageSize,
  onPage,
  label,
  card,
  empty,
  summary,
  skeleton = <CardGridSkeleton />,
}: PagedCardsProps<Item>) {
  if (isError)
    return <LoadError error={error} page={page} onRetry={refetch} onFirstPage={() => onPage(1)} />;
  if (!current) return skeleton;
  if (current.count === 0) return empty;
  return (
    <>
      {summary?.(current.count)}
      <CardGrid label={label}>
        {current.results.map((item, index) => (
          <CardGridItem key={item.id}>{card(item, index)}</CardGridItem>
        ))}
      </CardGrid>
      <Pagination page={page} pageCount={pageCountOf(current.count, pageSize)} onChange={onPage} />
    </>
  );
}
