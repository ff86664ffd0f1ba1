import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLoginMutation } from '@/features/auth/authApi';
import { errorTextOf, wordError, type ErrorText } from '@/shared/api/errorCodes';
import { Button } from '@/shared/ui/Button/Button';
import { TextField } from '@/shared/ui/TextField/TextField';
import { describeApiError } from './apiErrors';
import { FormNotice } from './FormNotice';
import { messages } from './messages';
import { useFormProblem } from './useFormProblem';
import { pressedButton } from './pressedButton';
import { emailError } from './validation';
import styles from './AuthForm.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

const EMAIL_FIELDS = ['email'] as const;

interface LoginEmailFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** The server accepted the email and sent a code. */
  onSent: () => void;
}

/** Login, step one: the email the code goes to. The parent owns the value, so nothing is lost. */
export function LoginEmailForm({ email, onEmailChange, onSent }: LoginEmailFormProps) {
  const intl = useIntl();
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<ErrorText | null>(null);
  const problem = useFormProblem(EMAIL_FIELDS);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = emailError(email);
    if (invalid) {
      setError(invalid);
      input.current?.focus();
      return;
    }
    const form = event.currentTarget;
    const result = await login({ email: email.trim() });
    if (!('error' in result)) {
      onSent();
      return;
    }
    const failure = describeApiError(result.error);
    problem.report(failure);
    // A 429 disables Get a code for the wait: pressed, it would drop the focus to the page.
    if (failure.kind === 'rateLimited' && pressedButton(form)) input.current?.focus();
    if (failure.fields.email) {
      setError(errorTextOf(failure.fieldCodes.email, failure.fields.email));
      input.current?.focus();
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        ref={input}
        label={intl.formatMessage(messages.emailLabel)}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        required
        value={email}
        // Worded when drawn: a language switched while it shows rewords it.
        error={wordError(error, (d) => intl.formatMessage(d))}
        onChange={(event) => {
          onEmailChange(event.target.value);
          setError(null);
        }}
      />
      {problem.notice && (
        <FormNotice hint={problem.hint} spoken={problem.spoken}>
          {problem.notice}
        </FormNotice>
      )}
      <Button
        type="submit"
        size="lg"
        fullWidth
        loading={isLoading}
        disabled={problem.blocked}
        iconStart={<Icon name="mail" size={18} aria-hidden="true" />}
      >
        {intl.formatMessage(messages.getCode)}
      </Button>
    </form>
  );
}
