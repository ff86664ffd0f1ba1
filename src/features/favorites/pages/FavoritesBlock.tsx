import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useGetFavoritesPageQuery } from '@/features/favorites/favoritesApi';
import { CardGrid, CardGridItem, CardGridSkeleton } from '@/shared/ui/CardGrid/CardGrid';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Pagination } from '@/shared/ui/Pagination/Pagination';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { FavoriteItemCard } from './FavoriteItemCard';
import { EmptyAction } from './EmptyAction';
import { pageCount, visibleItems, type FavoritesBlockConfig } from './favoritesPaging';
import { messages } from './messages';
import { useKeptPage } from './useKeptPage';
import styles from './Favorites.module.css';
import { errorStatus } from '@/shared/api/errorStatus';
import { appScrollBehavior } from '@/shared/lib/scrollBehavior';

interface FavoritesBlockProps {
  config: FavoritesBlockConfig;
  /** On the All tab: a heading per block, and an empty block is left out. */
  inAll?: boolean;
}

/**
 * One kind of favorites, three per page from its paged endpoint, with Back / Next when there is
 * more than one page. A failed fetch leaves the last list on screen (RTK Query keeps `data`); the
 * pager follows the page actually shown, so it never claims a page that did not load.
 */
export function FavoritesBlock({ config, inAll = false }: FavoritesBlockProps) {
  const intl = useIntl();
  const [page, setPage] = useKeptPage(inAll ? config.kind : 'page');
  const { data, error, isError, isLoading, isFetching, refetch } = useGetFavoritesPageQuery({
    kind: config.kind,
    page,
  });
  const shownPage = data?.page ?? page;
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pageOfId = useId();

  // The pager sits under the cards: after a page change bring the block's top back into view,
  // and, once the page asked for is shown, hand the focus to the block's heading (the section
  // itself on a one-kind tab, named by its aria-label), which says "Page 2 of 3" as its
  // description: the pager may have scrolled off screen, and the new cards are read from there
  // on (WCAG 2.4.3, 4.1.3; as the learning list's "Show more" hands it to the first new card).
  const handoff = useRef<number | null>(null);
  const goTo = (next: number) => {
    setPage(next);
    handoff.current = next;
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0)
      section.scrollIntoView?.({ block: 'start', behavior: appScrollBehavior() });
  };
  const loadedPage = data?.page;
  useEffect(() => {
    if (handoff.current === null || handoff.current !== loadedPage) return;
    handoff.current = null;
    (headingRef.current ?? sectionRef.current)?.focus({ preventScroll: true });
  }, [loadedPage]);

  // A failed page falls back while rendering (no effect, so no frame shows the error first):
  // the last item of a last page was removed, so that page is gone (404): show the one before;
  // a page from the address that never loaded (out of range): the first; any other failure
  // keeps showing the page that did load.
  if (isError && errorStatus(error) === 404 && page > 1) setPage(data ? page - 1 : 1);
  else if (isError && data && data.page !== page) setPage(data.page);

  const items = data ? visibleItems(data.results) : [];
  const pages = data ? pageCount(data.count) : 0;
  const empty = data !== undefined && items.length === 0 && pages <= 1;
  const pageOf =
    pages > 1 ? intl.formatMessage(messages.pageOf, { page: shownPage, count: pages }) : null;
  if (empty && inAll) return null;
  if (empty) {
    return (
      <EmptyState
        icon="heart"
        title={intl.formatMessage(config.empty)}
        text={intl.formatMessage(messages.emptyHint)}
        action={<EmptyAction kind={config.kind} />}
      />
    );
  }

  let body;
  if (data) {
    body = (
      <>
        <CardGrid label={intl.formatMessage(config.title)}>
          {items.map((item, index) => (
            <CardGridItem key={`${item.type}-${item.object?.id ?? `missing-${index}`}`}>
              <FavoriteItemCard item={item} headingLevel={inAll ? 3 : 2} />
            </CardGridItem>
          ))}
        </CardGrid>
        <Pagination
          page={shownPage}
          pageCount={pages}
          onChange={goTo}
          className={styles.pager}
          label={intl.formatMessage(messages.pagination, {
            section: intl.formatMessage(config.title),
          })}
        />
      </>
    );
  } else if (isLoading || isFetching) body = <CardGridSkeleton count={3} />;
  // Only when the block has never loaded: there is no last list to keep showing.
  else
    body = (
      <LoadError
        variant="inline"
        compact
        error={error}
        title={intl.formatMessage(messages.loadError)}
        onRetry={refetch}
      />
    );

  return (
    <section
      ref={sectionRef}
      className={styles.block}
      aria-busy={isFetching || undefined}
      aria-label={inAll ? undefined : intl.formatMessage(config.title)}
      tabIndex={inAll ? undefined : -1}
      aria-describedby={!inAll && pageOf ? pageOfId : undefined}
    >
      {inAll && (
        <div className={styles.blockHead}>
          <h2
            ref={headingRef}
            className={styles.blockTitle}
            tabIndex={-1}
            aria-describedby={pageOf ? pageOfId : undefined}
          >
            {intl.formatMessage(config.title)}
          </h2>
        </div>
      )}
      {pageOf && <VisuallyHidden id={pageOfId}>{pageOf}</VisuallyHidden>}
      {body}
    </section>
  );
}
