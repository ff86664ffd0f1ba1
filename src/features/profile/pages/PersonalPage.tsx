import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /personal: the signed-in user's own account. */
export function PersonalPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.personal);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.personalLead)} />;
}
