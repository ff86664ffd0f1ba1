import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { EVENT_TYPES, isOneOf, paths } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { EventDetail } from '../EventDetail/EventDetail';
import { messages as detailMessages } from '../EventDetail/messages';
import { useGetEventQuery } from '../eventsApi';
import { messages } from './messages';
import { errorStatus } from '@/shared/api/errorStatus';

/** /events/{type}/{id}: one event; the breadcrumb goes back to the list tab it came from. */
export function EventPage() {
  const intl = useIntl();
  const params = useParams();
  const listType = isOneOf(EVENT_TYPES, params.type) ? params.type : 'all';
  // The answer for this id only, never the event shown before (see ModulePage).
  const { currentData: event, error, isError, refetch } = useGetEventQuery(Number(params.id));
  const title = event?.name ?? intl.formatMessage(messages.eventTitle);
  const breadcrumbs = [
    { label: intl.formatMessage(sectionMessages.events), to: paths.events(listType) },
    { label: title },
  ];

  let body;
  if (isError && errorStatus(error) === 404)
    body = (
      <EmptyState
        icon="calendar-x"
        title={intl.formatMessage(detailMessages.notFoundTitle)}
        text={intl.formatMessage(detailMessages.notFoundText)}
        action={
          <Button to={paths.events(listType)}>{intl.formatMessage(detailMessages.toEvents)}</Button>
        }
      />
    );
  else if (isError) body = <LoadError error={error} page={1} onRetry={refetch} subject="page" />;
  else if (!event)
    body = (
      <SkeletonRegion>
        <Skeleton variant="block" size={320} />
        <Skeleton lines={4} />
      </SkeletonRegion>
    );
  else body = <EventDetail event={event} />;

  return (
    <Page title={title} notFound={!event && errorStatus(error) === 404} breadcrumbs={breadcrumbs}>
      {body}
    </Page>
  );
}
