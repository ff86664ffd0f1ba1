import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { messages as pageMessages } from '@/shared/ui/Page/messages';
import { Button } from '@/shared/ui/Button/Button';
import { messages } from './messages';

/** Any path no route matches, and routes whose type or id is malformed. */
export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageMessages.notFoundTitle)}
      lead={intl.formatMessage(messages.notFoundLead)}
    >
      <div>
        <Button to={paths.education()}>{intl.formatMessage(messages.notFoundAction)}</Button>
      </div>
    </Page>
  );
}
