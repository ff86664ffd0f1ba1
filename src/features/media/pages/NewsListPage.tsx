import { useIntl } from 'react-intl';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { MediaCard } from '@/features/cards/MediaCard/MediaCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { PagedCards } from '@/shared/ui/PagedCards/PagedCards';
import { messages as listingMessages } from '@/shared/ui/SearchBox/messages';
import { useListQuery } from '@/shared/lib/useListQuery';
import { useListArticlesQuery } from '../mediaApi';
import { NewsFilters } from '../news/NewsFilters';
import { messages as newsMessages } from '../news/messages';
import { messages } from './messages';
import styles from './NewsListPage.module.css';

export const NEWS_PAGE_SIZE = 12;

/** /media: news and articles, newest first (members only: the route guard sends visitors to log in). */
export function NewsListPage() {
  const intl = useIntl();
  const { q, tags, page, setQ, setTags, setPage, pageHref, reset } = useListQuery();
  const list = useListArticlesQuery({
    q: q.trim() || undefined,
    tags: tags.length > 0 ? tags.join(',') : undefined,
    page,
    page_size: NEWS_PAGE_SIZE,
  });
  const { currentData: current, isFetching } = list;
  const title = intl.formatMessage(sectionMessages.news);
  const filtered = q.trim() !== '' || tags.length > 0;

  // One live region in every state: a search's or a filter's outcome is said, also when nothing
  // matches (the empty state replaces the visible count, which is for the eye only).
  let outcome = '';
  if (current && current.count > 0)
    outcome = intl.formatMessage(newsMessages.found, { count: current.count });
  else if (current)
    outcome = intl.formatMessage(filtered ? newsMessages.noMatchTitle : newsMessages.emptyTitle);

  return (
    <Page
      title={title}
      breadcrumbs={[{ label: title }]}
      lead={intl.formatMessage(messages.listLead)}
    >
      <NewsFilters q={q} tags={tags} onSearch={setQ} onTags={setTags} onReset={reset} />
      <section className={styles.results} aria-busy={isFetching || undefined}>
        <VisuallyHidden role="status">{outcome}</VisuallyHidden>
        {current && current.count > 0 && (
          <p className={styles.count} aria-hidden="true">
            {outcome}
          </p>
        )}
        <PagedCards
          query={list}
          page={page}
          pageSize={NEWS_PAGE_SIZE}
          onPage={setPage}
          pageHref={pageHref}
          label={intl.formatMessage(newsMessages.listLabel)}
          card={(article) => (
            <MediaCard
              article={article}
              headingLevel={2}
              favorite={<FavoriteToggle kind="article" id={article.id} />}
            />
          )}
          empty={
            filtered ? (
              <EmptyState
                icon="search-x"
                title={intl.formatMessage(newsMessages.noMatchTitle)}
                text={intl.formatMessage(newsMessages.noMatchText)}
                action={
                  <Button theme="outline" onClick={reset}>
                    {intl.formatMessage(listingMessages.resetFilters)}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon="newspaper"
                title={intl.formatMessage(newsMessages.emptyTitle)}
                text={intl.formatMessage(newsMessages.emptyText)}
              />
            )
          }
        />
      </section>
    </Page>
  );
}
