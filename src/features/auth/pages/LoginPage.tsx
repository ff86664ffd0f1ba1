import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/app/routes/paths';
import { Page } from '@/features/layout/Page/Page';
import { messages } from './messages';

/** /auth: passwordless login with a one-time code (API.md, Auth). */
export function LoginPage() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(messages.loginTitle)} lead={intl.formatMessage(messages.loginLead)}>
      <p>
        <Link to={paths.register()}>{intl.formatMessage(messages.toRegister)}</Link>
      </p>
    </Page>
  );
}
