import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { EVENT_TYPES, isOneOf, paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /events/{type}/{id}: one event; the breadcrumb goes back to the list tab it came from. */
export function EventPage() {
  const intl = useIntl();
  const { type } = useParams();
  const title = intl.formatMessage(messages.eventTitle);
  const listType = isOneOf(EVENT_TYPES, type) ? type : 'all';
  return (
    <Page
      title={title}
      breadcrumbs={[{ label: intl.formatMessage(sectionMessages.events), to: paths.events(listType) }, { label: title }]}
      lead={intl.formatMessage(messages.eventLead)}
    />
  );
}
