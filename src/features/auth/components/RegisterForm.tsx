import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useRegisterMutation } from '@/features/auth/authApi';
import { errorTextOf, wordError, type ErrorText } from '@/shared/api/errorCodes';
import type { RegisterBody } from '@/shared/contract/auth';
import { Button } from '@/shared/ui/Button/Button';
import { TextField } from '@/shared/ui/TextField/TextField';
import { describeApiError } from './apiErrors';
import { FormNotice } from './FormNotice';
import { messages } from './messages';
import { pressedButton } from './pressedButton';
import { useFormProblem } from './useFormProblem';
import { hasErrors, validateRegister, type RegisterField, type RegisterValues } from './validation';
import styles from './AuthForm.module.css';

const FIELDS: readonly RegisterField[] = ['first_name', 'last_name', 'email', 'promo_code'];

/** The body the server expects: trimmed, without an empty promo code. */
export function registerBody(values: RegisterValues): RegisterBody {
  const body: RegisterBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
  };
  const promo = values.promo_code.trim();
  return promo ? { ...body, promo_code: promo } : body;
}

interface RegisterFormProps {
  values: RegisterValues;
  onChange: (values: RegisterValues) => void;
  onSent: () => void;
}

/** Registration, step one. The parent owns the values, so an error or a step back loses nothing. */
export function RegisterForm({ values, onChange, onSent }: RegisterFormProps) {
  const intl = useIntl();
  const [register, { isLoading }] = useRegisterMutation();
  const [errors, setErrors] = useState<Partial<Record<RegisterField, ErrorText>>>({});
  const problem = useFormProblem(FIELDS);
  // The inputs carry their field's name: the form finds the one to focus.
  const form = useRef<HTMLFormElement>(null);
  const focusFirst = (found: Partial<Record<RegisterField, unknown>>) => {
    const input = form.current?.elements.namedItem(FIELDS.find((f) => found[f]) ?? 'email');
    if (input instanceof HTMLInputElement) input.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateRegister(values);
    if (hasErrors(invalid)) {
      setErrors(invalid);
      focusFirst(invalid);
      return;
    }
    const result = await register(registerBody(values));
    if (!('error' in result)) return onSent();
    const failure = describeApiError(result.error);
    problem.report(failure);
    // A 429 disables Create account for the wait: pressed, it would drop the focus to the page.
    if (failure.kind === 'rateLimited' && form.current && pressedButton(form.current))
      focusFirst({ email: true });
    const shown = Object.fromEntries(
      Object.entries(failure.fields)
        .filter(([field]) => FIELDS.includes(field as RegisterField))
        .map(([field, text]) => [field, errorTextOf(failure.fieldCodes[field], text)]),
    );
    setErrors(shown);
    if (hasErrors(shown)) focusFirst(shown);
  };

  const field = (name: RegisterField) => ({
    name,
    value: values[name],
    // Worded here, not when it was found: a language switched meanwhile rewords it.
    error: wordError(errors[name], (d) => intl.formatMessage(d)),
    onChange: (event: { target: { value: string } }) => {
      onChange({ ...values, [name]: event.target.value });
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  return (
    <form ref={form} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          {...field('first_name')}
          label={intl.formatMessage(messages.firstNameLabel)}
          autoComplete="given-name"
          required
          autoFocus
        />
        <TextField
          {...field('last_name')}
          label={intl.formatMessage(messages.lastNameLabel)}
          autoComplete="family-name"
          required
        />
      </div>
      <TextField
        {...field('email')}
        label={intl.formatMessage(messages.emailLabel)}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
      />
      <TextField
        {...field('promo_code')}
        label={intl.formatMessage(messages.promoLabel)}
        autoComplete="off"
        hint={intl.formatMessage(messages.promoHint)}
      />
      {problem.notice && (
        <FormNotice hint={problem.hint} spoken={problem.spoken}>
          {problem.notice}
        </FormNotice>
      )}
      <Button type="submit" size="lg" fullWidth loading={isLoading} disabled={problem.blocked}>
        {intl.formatMessage(messages.createAccount)}
      </Button>
    </form>
  );
}
