import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Heart } from 'lucide-react';
import { useGetFavoritesPageQuery } from '@/features/favorites/favoritesApi';
import { CardGrid, CardGridItem, CardGridSkeleton } from '@/shared/ui/CardGrid/CardGrid';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Pagination } from '@/shared/ui/Pagination/Pagination';
import { FavoriteItemCard } from './FavoriteItemCard';
import { EmptyAction } from './EmptyAction';
import { pageCount, visibleItems, type FavoritesBlockConfig } from './favoritesPaging';
import { messages } from './messages';
import styles from './Favorites.module.css';
import { errorStatus } from '@/shared/api/errorStatus';

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
  const [page, setPage] = useState(1);
  const { data, error, isError, isLoading, isFetching, refetch } = useGetFavoritesPageQuery({
    kind: config.kind,
    page,
  });
  const shownPage = data?.page ?? page;
  const sectionRef = useRef<HTMLElement>(null);

  // The pager sits under the cards: after a page change bring the block's top back into view.
  const goTo = (next: number) => {
    setPage(next);
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0)
      section.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  // A failed page falls back while rendering (no effect, so no frame shows the error first):
  // the last item of a last page was removed, so that page is gone (404): show the one before;
  // any other failure keeps showing the page that did load.
  if (isError && errorStatus(error) === 404 && page > 1) setPage(page - 1);
  else if (isError && data && data.page !== page) setPage(data.page);

  const items = data ? visibleItems(data.results) : [];
  const pages = data ? pageCount(data.count) : 0;
  const empty = data !== undefined && items.length === 0 && pages <= 1;
  if (empty && inAll) return null;
  if (empty) {
    return (
      <EmptyState
        icon={<Heart size={28} />}
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
    >
      {inAll && (
        <div className={styles.blockHead}>
          <h2 className={styles.blockTitle}>{intl.formatMessage(config.title)}</h2>
        </div>
      )}
      {body}
    </section>
  );
}
