import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /main: the signed-in user's home page. */
export function HomePage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.home);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.lead)} />;
}
