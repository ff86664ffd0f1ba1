import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CircleAlert, CircleCheck, TicketCheck } from 'lucide-react';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { messages as authMessages } from '@/features/auth/components/messages';
import { localizeError } from '@/shared/api/errorCodes';
import { Button } from '@/shared/ui/Button/Button';
import { TextField } from '@/shared/ui/TextField/TextField';
import { useRedeemPromoMutation } from './accessApi';
import { messages } from './messages';
import styles from './RedeemCode.module.css';

/**
 * "Redeem a code": an existing account enters a promo code (POST /profile/promo/). Field problems
 * (unknown, used, empty, too long) show under the field; a rate limit, no connection or a server
 * error above the button. On success the opened courses are named, and every page showing them
 * refetches (accessApi), so a locked session opens without a reload.
 */
export function RedeemCode() {
  const intl = useIntl();
  const format = (d: Parameters<typeof intl.formatMessage>[0]) => intl.formatMessage(d);
  const [redeem, { isLoading }] = useRedeemPromoMutation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setSuccess(null);
    if (!code.trim()) {
      setFieldError(localizeError('blank', '', format));
      input.current?.focus();
      return;
    }
    const result = await redeem({ code: code.trim() });
    if (!('error' in result)) {
      setFieldError(null);
      setCode('');
      const names = result.data.courses.map((c) => c.name);
      setSuccess(
        names.length > 0
          ? intl.formatMessage(messages.redeemed, {
              count: names.length,
              courses: intl.formatList(names, { type: 'conjunction' }),
            })
          : format(messages.redeemedNothing),
      );
      return;
    }
    const problem = describeApiError(result.error);
    if (problem.kind === 'rateLimited')
      setNotice(
        intl.formatMessage(authMessages.rateLimited, { seconds: problem.retryAfterSeconds ?? 60 }),
      );
    else if (problem.kind === 'network') setNotice(format(authMessages.network));
    else if (problem.kind === 'server') setNotice(format(authMessages.server));
    else {
      // The code's own problems (unknown, used, blank, too long) belong under the field.
      const text = problem.fields.code
        ? localizeError(problem.fieldCodes.code, problem.fields.code, format)
        : localizeError(problem.code, problem.detail ?? format(authMessages.unknown), format);
      setFieldError(text);
      input.current?.focus();
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={format(messages.formLabel)}
    >
      <div className={styles.row}>
        <TextField
          ref={input}
          className={styles.field}
          label={format(messages.codeLabel)}
          name="promo_code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          error={fieldError ?? undefined}
          hint={format(messages.codeHint)}
          onChange={(event) => {
            setCode(event.target.value);
            setFieldError(null);
          }}
        />
        <Button
          type="submit"
          loading={isLoading}
          className={styles.submit}
          iconStart={<TicketCheck size={18} aria-hidden="true" />}
        >
          {format(messages.redeem)}
        </Button>
      </div>
      {/* Announced as they appear, like the auth forms' notices (auth/components/FormNotice). */}
      {notice && (
        <p role="alert" className={[styles.notice, styles.error].join(' ')}>
          <CircleAlert size={18} aria-hidden="true" />
          <span>{notice}</span>
        </p>
      )}
      {success && (
        <p role="status" className={[styles.notice, styles.success].join(' ')}>
          <CircleCheck size={18} aria-hidden="true" />
          <span>{success}</span>
        </p>
      )}
    </form>
  );
}
