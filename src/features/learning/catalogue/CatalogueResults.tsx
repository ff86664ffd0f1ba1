import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CatalogueQuery } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { CardGrid } from '@/shared/ui/CardGrid/CardGrid';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { LoadError } from '../common/LoadError';
import { useSearchCatalogueQuery } from '../catalogueApi';
import { CataloguePage } from './CataloguePage';
import { CATALOGUE_PAGE_SIZE } from './shownCards';
import { useShownPages } from './useShownPages';
import { catalogueMessages as messages } from './messages';
import styles from './Catalogue.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface CatalogueResultsProps {
  /** Without page: the pages are added here. Null while the filters are not known yet. */
  args: CatalogueQuery | null;
  empty: ReactNode;
  sponsorLabel?: string | null;
  /** Card headings: 2 right under the page heading, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/**
 * Results with an accessible "Show more": the number of loaded pages lives in the address
 * (`?shown=24`, useShownPages), so coming back to the list (Back) shows as many cards as before,
 * from the cache at once, and the scroll position can be restored; a reload shows them too (the
 * web server renders them: src/app/ssr/learningRoutes.ts); a new filter starts again at one page.
 */
export function CatalogueResults({
  args,
  empty,
  sponsorLabel,
  headingLevel = 3,
}: CatalogueResultsProps) {
  const intl = useIntl();
  const [requested, setRequested] = useState<number | null>(null);
  const query = args ?? undefined;
  const first = useSearchCatalogueQuery(
    query ? { ...query, page: 1, page_size: CATALOGUE_PAGE_SIZE } : skipToken,
  );
  const [pages, addPage] = useShownPages(
    args ? JSON.stringify(args) : null,
    first.currentData ? Math.ceil(first.currentData.count / CATALOGUE_PAGE_SIZE) : null,
  );
  // A later page once the first has said how many there are: an address asking for more pages
  // than the list has never asks for one past its end.
  const last = useSearchCatalogueQuery(
    query && (pages === 1 || first.currentData)
      ? { ...query, page: pages, page_size: CATALOGUE_PAGE_SIZE }
      : skipToken,
  );

  const loading =
    !query ||
    (first.isLoading && !first.data) ||
    (first.isFetching && !first.currentData && !first.isError);
  // One live region in every state, so that a search's or a filter's outcome is said: the number
  // of results, or "Nothing found" (the empty state under it shows its own words). The visible
  // count is for the eye only, to be read once.
  const outcome =
    !loading && !first.isError && first.data
      ? intl.formatMessage(messages.results, { count: first.data.count })
      : '';
  // The results, or what stands for them (skeletons, an error, the empty state).
  function body() {
    if (loading) {
      return (
        <SkeletonRegion layout="grid">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} variant="card" />
          ))}
        </SkeletonRegion>
      );
    }
    if (first.isError || !first.data || !query) {
      return (
        <LoadError
          error={first.error}
          onRetry={() => void first.refetch()}
          retrying={first.isFetching}
          notFoundText=""
          failedText={intl.formatMessage(messages.loadError)}
        />
      );
    }
    const { count } = first.data;
    if (count === 0) return empty;

    const shown = Math.min(
      count,
      (pages - 1) * CATALOGUE_PAGE_SIZE + (last.data?.results.length ?? 0),
    );
    const hasMore = pages * CATALOGUE_PAGE_SIZE < count;
    const showMore = () => {
      setRequested(pages + 1);
      addPage();
    };

    return (
      <div className={styles.results}>
        <p className={styles.count} aria-hidden="true">
          {outcome}
        </p>
        <CardGrid label={intl.formatMessage(messages.resultsList)}>
          {Array.from({ length: pages }, (_, i) => (
            <CataloguePage
              key={i + 1}
              args={query}
              page={i + 1}
              sponsorLabel={sponsorLabel}
              focusFirst={requested === i + 1}
              headingLevel={headingLevel}
            />
          ))}
        </CardGrid>
        <div className={styles.more}>
          {/* Only worth saying when there is more than one page; the element stays for announcements
              of "Show more". A new element for each filter (keyed), so that a filter whose results
              are cached is said once, by the count above: the same element would change with it
              and say "Showing 12 of 71" after "71 results" (a filter that loads shows skeletons
              first, and this element comes back already worded, unsaid). */}
          <p key={JSON.stringify(query)} role="status" className={styles.showing}>
            {last.data &&
              count > CATALOGUE_PAGE_SIZE &&
              intl.formatMessage(messages.showing, { shown, count })}
          </p>
          {last.isError && (
            <LoadError
              error={last.error}
              onRetry={() => void last.refetch()}
              retrying={last.isFetching}
              notFoundText=""
              failedText={intl.formatMessage(messages.loadError)}
            />
          )}
          {hasMore && !last.isError && (
            <Button
              theme="outline"
              onClick={showMore}
              loading={last.isFetching}
              iconEnd={<Icon name="chevron-down" size={18} />}
            >
              {intl.formatMessage(messages.showMore)}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <>
      <VisuallyHidden role="status">{outcome}</VisuallyHidden>
      {body()}
    </>
  );
}
