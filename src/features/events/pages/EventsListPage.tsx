import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { EVENT_TYPES, isOneOf, paths, type EventType } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
// Before Image: the chunk's stylesheet keeps its order (the grid's rules, then the image's).
import { PagedCards } from '@/shared/ui/PagedCards/PagedCards';
import { ImagePriority } from '@/shared/ui/Image/Image';
import { useListQuery } from '@/shared/lib/useListQuery';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { TabList } from '@/shared/ui/TabList/TabList';
import { EventCard } from '../EventCard/EventCard';
import { useListEventsQuery } from '../eventsApi';
import { eventTabMessages, messages } from './messages';
import { listTabTitle } from '@/shared/routes/listTabTitle';
import styles from './EventsListPage.module.css';
import { useRenderNow } from '@/shared/lib/renderTime';

export const EVENTS_PAGE_SIZE = 12;

const emptyMessages = {
  all: messages.emptyAll,
  upcoming: messages.emptyUpcoming,
  past: messages.emptyPast,
};

/** /events/{type}: all, upcoming and past events; open to visitors (SPEC §6). */
export function EventsListPage() {
  const intl = useIntl();
  const params = useParams();
  const type: EventType = isOneOf(EVENT_TYPES, params.type) ? params.type : 'all';
  const { page, setPage, pageHref } = useListQuery();
  const now = useRenderNow();
  const list = useListEventsQuery({ type, page, page_size: EVENTS_PAGE_SIZE });
  const { isFetching } = list;
  const title = intl.formatMessage(sectionMessages.events);
  const tabs = EVENT_TYPES.map((tab) => ({
    name: intl.formatMessage(eventTabMessages[tab]),
    url: paths.events(tab),
  }));

  return (
    <Page
      title={title}
      documentTitle={listTabTitle(
        intl,
        sectionMessages.events,
        type === 'all' ? null : eventTabMessages[type],
      )}
      breadcrumbs={[{ label: title }]}
      lead={intl.formatMessage(messages.listLead)}
    >
      <TabList tabs={tabs} label={intl.formatMessage(messages.tabsLabel)} />
      <section aria-busy={isFetching || undefined} className={styles.results}>
        <PagedCards
          query={list}
          page={page}
          pageSize={EVENTS_PAGE_SIZE}
          onPage={setPage}
          pageHref={pageHref}
          label={intl.formatMessage(messages.listLabel)}
          summary={(count) => (
            <p className={styles.count} aria-live="polite">
              {intl.formatMessage(messages.count, { count })}
            </p>
          )}
          card={(event, index) => (
            // The first card's picture is the list's largest paint: not lazy.
            <ImagePriority value={index === 0}>
              <EventCard event={event} listType={type} now={now} />
            </ImagePriority>
          )}
          empty={
            <EmptyState
              icon="calendar-x"
              title={intl.formatMessage(emptyMessages[type])}
              text={intl.formatMessage(messages.emptyText)}
              action={
                <Button theme="outline" to={paths.education()}>
                  {intl.formatMessage(messages.toLearning)}
                </Button>
              }
            />
          }
        />
      </section>
    </Page>
  );
}
