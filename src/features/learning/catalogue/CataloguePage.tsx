import { useEffect, useRef } from 'react';
import type { CatalogueQuery } from '@/shared/contract/learning';
import { ImagePriority } from '@/shared/ui/Image/Image';
import { Skeleton } from '@/shared/ui/Skeleton/Skeleton';
import { useSearchCatalogueQuery } from '../catalogueApi';
import { CatalogueItemCard } from './CatalogueItemCard';
import { CATALOGUE_PAGE_SIZE } from './shownCards';

interface CataloguePageProps {
  args: CatalogueQuery;
  page: number;
  sponsorLabel?: string | null;
  /** Set on the page a "Show more" asked for: its first card takes focus once loaded. */
  focusFirst?: boolean;
  headingLevel?: 2 | 3;
}

/** The list items of one result page (rendered inside the shared <ul>); skeletons while loading. */
export function CataloguePage({
  args,
  page,
  sponsorLabel,
  focusFirst = false,
  headingLevel,
}: CataloguePageProps) {
  const { data, isLoading } = useSearchCatalogueQuery({
    ...args,
    page,
    page_size: CATALOGUE_PAGE_SIZE,
  });
  const firstRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (focusFirst && data) firstRef.current?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
  }, [focusFirst, data]);

  if (isLoading && page > 1) {
    return [0, 1, 2].map((i) => (
      <li key={`skeleton-${i}`} aria-hidden="true">
        <Skeleton variant="card" />
      </li>
    ));
  }
  return data?.results.map((item, index) => (
    <li key={`${item.type}-${item.id}`} ref={index === 0 ? firstRef : undefined}>
      {/* The first card's picture is the list's largest paint: not lazy. */}
      <ImagePriority value={page === 1 && index === 0}>
        <CatalogueItemCard item={item} sponsorLabel={sponsorLabel} headingLevel={headingLevel} />
      </ImagePriority>
    </li>
  ));
}
