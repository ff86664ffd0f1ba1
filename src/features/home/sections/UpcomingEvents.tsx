import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import { EventCard } from '@/features/events/EventCard/EventCard';
import { useListEventsQuery } from '@/features/events/eventsApi';
import { CardGrid, CardGridItem } from '@/shared/ui/CardGrid/CardGrid';
import { HOME_CARDS } from './ContinueLearning';
import { HomeSection, sectionState } from './HomeSection';
import { messages } from './messages';
import { useRenderNow } from '@/shared/lib/renderTime';

/** The next events (type=upcoming: soonest first, ongoing included). */
export function UpcomingEvents() {
  const intl = useIntl();
  const now = useRenderNow();
  const result = useListEventsQuery({ type: 'upcoming', page: 1, page_size: HOME_CARDS });
  const events = result.currentData?.results ?? [];
  return (
    <HomeSection
      title={messages.eventsTitle}
      link={{ to: paths.events('upcoming'), label: messages.eventsLink }}
      state={sectionState(result, events.length)}
      empty={messages.eventsEmpty}
      onRetry={result.refetch}
    >
      <CardGrid label={intl.formatMessage(messages.eventsTitle)}>
        {events.map((event) => (
          <CardGridItem key={event.id}>
            <EventCard event={event} listType="upcoming" now={now} headingLevel={3} />
          </CardGridItem>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
