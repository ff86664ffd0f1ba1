import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { messages } from './messages';

/** /register: create an account; the code that confirms it arrives by email. */
export function RegisterPage() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(messages.registerTitle)} lead={intl.formatMessage(messages.registerLead)}>
      <p>
        <Link to={paths.auth()}>{intl.formatMessage(messages.toLogin)}</Link>
      </p>
    </Page>
  );
}
