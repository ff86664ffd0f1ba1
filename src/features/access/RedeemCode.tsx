import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { messages as authMessages } from '@/features/auth/components/messages';
import { errorTextOf, wordError, type ErrorText } from '@/shared/api/errorCodes';
import { Button } from '@/shared/ui/Button/Button';
import { TextField } from '@/shared/ui/TextField/TextField';
import { useAppDispatch } from '@/app/hooks';
import { showSnackbar } from '@/features/snackbar/snackbarSlice';
import { readingTimeout } from '@/features/snackbar/readingTimeout';
import { useRedeemPromoMutation } from './accessApi';
import { messages } from './messages';
import styles from './RedeemCode.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface RedeemCodeProps {
  /**
   * Where the acceptance is said. 'form': a line under the field (the personal account, where the
   * form stays). 'snackbar': the form sits in a payment lock, which the accepted code removes at
   * once (the session opens in place), so a line there was never seen: the page just changed.
   */
  confirmIn?: 'form' | 'snackbar';
}

/** A line of the form, worded in the reader's language of the moment. */
interface Said {
  say: (intl: IntlShape) => string;
}

/**
 * "Redeem a code": an existing account enters a promo code (POST /profile/promo/). Field problems
 * (unknown, used, empty, too long) show under the field; a rate limit, no connection or a server
 * error above the button. On success the opened courses are named, and every page showing them
 * refetches (accessApi), so a locked session opens without a reload.
 * What it says is kept as how to say it and worded when drawn: a language switched while a line
 * shows rewords it.
 */
export function RedeemCode({ confirmIn = 'form' }: RedeemCodeProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const format = (d: Parameters<typeof intl.formatMessage>[0]) => intl.formatMessage(d);
  const [redeem, { isLoading }] = useRedeemPromoMutation();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<ErrorText | null>(null);
  const [notice, setNotice] = useState<Said | null>(null);
  const [success, setSuccess] = useState<Said | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setSuccess(null);
    if (!code.trim()) {
      setFieldError(errorTextOf('blank', ''));
      input.current?.focus();
      return;
    }
    const result = await redeem({ code: code.trim() });
    if (!('error' in result)) {
      setFieldError(null);
      setCode('');
      const names = result.data.courses.map((c) => c.name);
      if (confirmIn === 'snackbar') {
        // The snackbar keeps plain values: the list is joined in the language of the moment.
        const courses = intl.formatList(names, { type: 'conjunction' });
        const values = { count: names.length, courses };
        dispatch(
          names.length > 0
            ? showSnackbar(messages.redeemed, {
                color: 'success',
                values,
                // Six courses' names are not read in 3 s.
                timeout: readingTimeout(intl.formatMessage(messages.redeemed, values)),
              })
            : showSnackbar(messages.redeemedNothing, { color: 'success' }),
        );
        return;
      }
      setSuccess({
        say: (now) =>
          names.length > 0
            ? now.formatMessage(messages.redeemed, {
                count: names.length,
                courses: now.formatList(names, { type: 'conjunction' }),
              })
            : now.formatMessage(messages.redeemedNothing),
      });
      return;
    }
    const problem = describeApiError(result.error);
    const seconds = problem.retryAfterSeconds ?? 60;
    if (problem.kind === 'rateLimited')
      setNotice({ say: (now) => now.formatMessage(authMessages.rateLimited, { seconds }) });
    else if (problem.kind === 'network')
      setNotice({ say: (now) => now.formatMessage(authMessages.network) });
    else if (problem.kind === 'server')
      setNotice({ say: (now) => now.formatMessage(authMessages.server) });
    else {
      // The code's own problems (unknown, used, blank, too long) belong under the field.
      setFieldError(
        problem.fields.code
          ? errorTextOf(problem.fieldCodes.code, problem.fields.code)
          : errorTextOf(problem.code, problem.detail ?? '') || authMessages.unknown,
      );
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
          error={wordError(fieldError, format)}
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
          iconStart={<Icon name="ticket-check" size={18} aria-hidden="true" />}
        >
          {format(messages.redeem)}
        </Button>
      </div>
      {/* An alert, announced as it appears, like the auth forms' notices (auth/components/FormNotice). */}
      {notice && (
        <p role="alert" className={[styles.notice, styles.error].join(' ')}>
          <Icon name="circle-exclamation-point" size={18} aria-hidden="true" />
          <span>{notice.say(intl)}</span>
        </p>
      )}
      {/* The acceptance's live region is there from the start, empty: one inserted with its
          words already in it is not said by NVDA or JAWS (an alert is, a status is not). */}
      <div role="status">
        {success && (
          <p className={[styles.notice, styles.success].join(' ')}>
            <Icon name="circle-check" size={18} aria-hidden="true" />
            <span>{success.say(intl)}</span>
          </p>
        )}
      </div>
    </form>
  );
}
