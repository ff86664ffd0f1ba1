import { useIntl } from 'react-intl';
import { paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /media/{id}: one article. */
export function ArticlePage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.articleTitle);
  return (
    <Page
      title={title}
      breadcrumbs={[{ label: intl.formatMessage(sectionMessages.news), to: paths.media() }, { label: title }]}
      lead={intl.formatMessage(messages.articleLead)}
    />
  );
}
