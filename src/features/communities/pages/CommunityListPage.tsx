import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /communities/{type}: the directory of experts, mentors and members. */
export function CommunityListPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.community);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.listLead)} />;
}
