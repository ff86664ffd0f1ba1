import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useAppSelector } from '@/app/hooks';
import { selectSessionExpired } from '@/features/auth/authSlice';
import { useLoginMutation } from '@/features/auth/authApi';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { CodeStep } from '@/features/auth/components/CodeStep/CodeStep';
import { LoginEmailForm } from '@/features/auth/components/LoginEmailForm';
import styles from '../components/AuthForm.module.css';
import { Page } from '@/shared/ui/Page/Page';
import { messages } from './messages';

/** The registration form links here with the email it already knows. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * /auth: passwordless login (docs/api.md "Auth"): the email, then the four-digit code. After the
 * code the guest-only route guard takes the user to the page they wanted, or /main.
 */
export function LoginPage() {
  const intl = useIntl();
  const location = useLocation();
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [login] = useLoginMutation();
  const expired = useAppSelector(selectSessionExpired);

  const resend = async () => {
    const result = await login({ email: email.trim() });
    return 'error' in result ? describeApiError(result.error) : null;
  };

  const onCode = step === 'code';
  return (
    <Page
      title={intl.formatMessage(onCode ? messages.codeTitle : messages.loginTitle)}
      lead={
        onCode
          ? undefined
          : intl.formatMessage(expired ? messages.sessionEndedLead : messages.loginLead)
      }
    >
      {onCode ? (
        <CodeStep email={email} onResend={resend} onChangeEmail={() => setStep('email')} />
      ) : (
        <LoginEmailForm email={email} onEmailChange={setEmail} onSent={() => setStep('code')} />
      )}
      <p className={styles.switch}>
        {intl.formatMessage(messages.noAccount)}{' '}
        <Link to={paths.register()}>{intl.formatMessage(messages.registerLink)}</Link>
      </p>
    </Page>
  );
}
