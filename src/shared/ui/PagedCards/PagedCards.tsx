import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pageCountOf } from '@/shared/lib/useListQuery';
import { useRetryInPlace } from '@/shared/lib/useRetryInPlace';
import { CardGrid, CardGridItem, CardGridSkeleton } from '../CardGrid/CardGrid';
import { LoadError } from '../LoadError/LoadError';
import { Pagination } from '../Pagination/Pagination';
import { messages } from '../Pagination/messages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';

interface PagedCardsProps<Item extends { id: number }> {
  /**
   * The list query's result for this page. Its `currentData` is undefined while the page loads,
   * so another page's or tab's cards are never shown stale.
   */
  query: {
    currentData?: { count: number; results: Item[] };
    isError: boolean;
    isFetching?: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  /** 1-based, from the address. */
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** A page's address (useListQuery's `pageHref`): the pager's links, which a crawler follows. */
  pageHref: (page: number) => string;
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
  query: { currentData: current, isError, isFetching = false, error, refetch },
  page,
  pageSize,
  onPage,
  pageHref,
  label,
  card,
  empty,
  summary,
  skeleton = <CardGridSkeleton />,
}: PagedCardsProps<Item>) {
  const intl = useIntl();
  const pageOfId = useId();
  const gridRef = useRef<HTMLUListElement>(null);
  // The pager goes with the old page's cards while the new page loads, and with it the focus of
  // a pressed Back / Next / number (dropped to the page, nothing said). Once the page asked for
  // is shown, the grid takes the focus and says "Page 2 of 3" as its description; Tab goes on
  // into its cards (WCAG 2.4.3, 4.1.3; as a favorites block's pager does). A page reached
  // otherwise (the address, Back) leaves the focus alone.
  const handoff = useRef<number | null>(null);
  const goTo = (next: number) => {
    handoff.current = next;
    onPage(next);
  };
  const shown = current !== undefined;
  useEffect(() => {
    if (!shown || handoff.current !== page) return;
    handoff.current = null;
    gridRef.current?.focus({ preventScroll: true });
  }, [shown, page]);

  // Try again keeps the failure on screen, its button busy and focused, while it asks: a new
  // failure leaves the focus there, the list takes it (the hand-off above).
  const retry = useRetryInPlace({ isError, isFetching, error });
  if (retry.failed)
    return (
      <LoadError
        error={retry.error}
        page={page}
        retrying={retry.retrying}
        onRetry={() => {
          retry.hold();
          handoff.current = page;
          refetch();
        }}
        onFirstPage={() => goTo(1)}
      />
    );
  if (!current) return skeleton;
  if (current.count === 0) return empty;
  const pageCount = pageCountOf(current.count, pageSize);
  return (
    <>
      {summary?.(current.count)}
      {pageCount > 1 && (
        <VisuallyHidden id={pageOfId}>
          {intl.formatMessage(messages.pageOf, { page, count: pageCount })}
        </VisuallyHidden>
      )}
      <CardGrid
        label={label}
        ref={gridRef}
        tabIndex={-1}
        aria-describedby={pageCount > 1 ? pageOfId : undefined}
      >
        {current.results.map((item, index) => (
          <CardGridItem key={item.id}>{card(item, index)}</CardGridItem>
        ))}
      </CardGrid>
      <Pagination page={page} pageCount={pageCount} onChange={goTo} href={pageHref} />
    </>
  );
}
