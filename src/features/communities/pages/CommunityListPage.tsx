import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { COMMUNITY_TYPES, isOneOf, paths, type CommunityType } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { listTabTitle } from '@/shared/routes/listTabTitle';
import { PagedCards } from '@/shared/ui/PagedCards/PagedCards';
import { SearchBox } from '@/shared/ui/SearchBox/SearchBox';
import { useListQuery } from '@/shared/lib/useListQuery';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { TabList } from '@/shared/ui/TabList/TabList';
import { MemberCard } from '../MemberCard/MemberCard';
import { useListMembersQuery } from '../communitiesApi';
import { messages } from './messages';
import styles from './CommunityListPage.module.css';

export const COMMUNITY_PAGE_SIZE = 12;
const tabMessages = {
  all: messages.tabAll,
  mentors: messages.tabMentors,
  experts: messages.tabExperts,
};

/** /communities/{type}: the directory of published profiles, with name search in the URL. */
export function CommunityListPage() {
  const intl = useIntl();
  const params = useParams();
  const type: CommunityType = isOneOf(COMMUNITY_TYPES, params.type) ? params.type : 'all';
  const { q, page, setQ, setPage, pageHref } = useListQuery();
  const list = useListMembersQuery({
    type,
    q: q.trim() || undefined,
    page,
    page_size: COMMUNITY_PAGE_SIZE,
  });
  const { isFetching } = list;
  const title = intl.formatMessage(sectionMessages.community);
  // Tabs keep the search text: looking for "Anna" among mentors, then among experts.
  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  const tabs = COMMUNITY_TYPES.map((tab) => ({
    name: intl.formatMessage(tabMessages[tab]),
    url: paths.communities(tab) + search,
  }));

  return (
    <Page
      title={title}
      documentTitle={listTabTitle(
        intl,
        sectionMessages.community,
        type === 'all' ? null : tabMessages[type],
      )}
      breadcrumbs={[{ label: title }]}
      lead={intl.formatMessage(messages.listLead)}
    >
      <div className={styles.toolbar}>
        <TabList tabs={tabs} label={intl.formatMessage(messages.tabsLabel)} />
        <SearchBox value={q} onSearch={setQ} label={intl.formatMessage(messages.searchLabel)} />
      </div>
      <section className={styles.results} aria-busy={isFetching || undefined}>
        <PagedCards
          query={list}
          page={page}
          pageSize={COMMUNITY_PAGE_SIZE}
          onPage={setPage}
          pageHref={pageHref}
          label={intl.formatMessage(messages.listLabel)}
          summary={(count) => (
            <p className={styles.count} aria-live="polite">
              {intl.formatMessage(messages.count, { count })}
            </p>
          )}
          card={(member) => <MemberCard member={member} listType={type} />}
          skeleton={
            <SkeletonRegion layout="grid">
              {Array.from({ length: 6 }, (_, index) => (
                <div key={index} className={styles.skeletonCard}>
                  <Skeleton variant="avatar" size={72} />
                  <Skeleton lines={3} />
                </div>
              ))}
            </SkeletonRegion>
          }
          empty={
            q.trim() ? (
              <EmptyState
                icon="search-x"
                title={intl.formatMessage(messages.noMatchTitle)}
                text={intl.formatMessage(messages.noMatchText)}
                action={
                  <Button theme="outline" onClick={() => setQ('')}>
                    {intl.formatMessage(messages.clearSearch)}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon="users"
                title={intl.formatMessage(messages.emptyTitle)}
                text={intl.formatMessage(messages.emptyText)}
              />
            )
          }
        />
      </section>
    </Page>
  );
}
