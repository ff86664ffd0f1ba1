import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useRegisterMutation } from '@/features/auth/authApi';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { CodeStep } from '@/features/auth/components/CodeStep/CodeStep';
import { RegisterForm, registerBody } from '@/features/auth/components/RegisterForm';
import type { RegisterValues } from '@/features/auth/components/validation';
import styles from '../components/AuthForm.module.css';
import { Page } from '@/shared/ui/Page/Page';
import { messages } from './messages';

const EMPTY: RegisterValues = { first_name: '', last_name: '', email: '', promo_code: '' };

/**
 * /register: names, email and an optional promo code, then the code step as for login. The
 * account exists once the code is verified (docs/api.md "Auth"); asking again re-sends the form.
 * A registered email gets the same answer and a code that logs into the existing account.
 */
export function RegisterPage() {
  const intl = useIntl();
  const [values, setValues] = useState(EMPTY);
  const [step, setStep] = useState<'form' | 'code'>('form');
  const [register] = useRegisterMutation();

  const resend = async () => {
    const result = await register(registerBody(values));
    return 'error' in result ? describeApiError(result.error) : null;
  };

  const onCode = step === 'code';
  return (
    <Page
      title={intl.formatMessage(onCode ? messages.codeTitle : messages.registerTitle)}
      lead={intl.formatMessage(onCode ? messages.registerCodeLead : messages.registerLead)}
    >
      {onCode ? (
        <CodeStep email={values.email} onResend={resend} onChangeEmail={() => setStep('form')} />
      ) : (
        <RegisterForm values={values} onChange={setValues} onSent={() => setStep('code')} />
      )}
      <p className={styles.switch}>
        {intl.formatMessage(messages.haveAccount)}{' '}
        <Link to={paths.auth()}>{intl.formatMessage(messages.loginLink)}</Link>
      </p>
    </Page>
  );
}
