import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /favorites/{type}: saved sessions, courses and news (tabs all, education, media, courses). */
export function FavoritesPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.favorites);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.lead)} />;
}
