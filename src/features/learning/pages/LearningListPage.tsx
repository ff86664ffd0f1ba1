import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /education/{type}: the learning catalogue (courses and sessions). */
export function LearningListPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.learning);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.listLead)} />;
}
