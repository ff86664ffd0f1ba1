import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /media: news and articles. */
export function NewsListPage() {
  const intl = useIntl();
  const title = intl.formatMessage(sectionMessages.news);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.listLead)} />;
}
