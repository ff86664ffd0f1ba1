import { useIntl } from 'react-intl';
import { Page } from '@/features/layout/Page/Page';
import { messages } from './messages';

/** /publish/{id}: a published profile, open to visitors too. */
export function PublicProfilePage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.publicTitle);
  return <Page title={title} breadcrumbs={[{ label: title }]} lead={intl.formatMessage(messages.publicLead)} />;
}
