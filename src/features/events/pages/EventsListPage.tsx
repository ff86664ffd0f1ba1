import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /events/{type}: upcoming and past events. */
export function EventsListPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.events);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.listLead)} />;
}
