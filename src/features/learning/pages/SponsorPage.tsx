import { useIntl } from 'react-intl';
import { paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { sectionMessages } from '@/features/layout/sections/messages';
import { messages } from './messages';

/** /education/sponsor/{id} */
export function SponsorPage() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.sponsorTitle);
  return (
    <Page
      title={title}
      breadcrumbs={[{ label: intl.formatMessage(sectionMessages.learning), to: paths.education() }, { label: title }]}
      lead={intl.formatMessage(messages.sponsorLead)}
    />
  );
}
