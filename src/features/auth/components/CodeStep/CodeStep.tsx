import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useVerifyMutation } from '@/features/auth/authApi';
import { errorTextOf, wordError, type ErrorText } from '@/shared/api/errorCodes';
import { Button } from '@/shared/ui/Button/Button';
import { CodeInput } from '@/shared/ui/CodeInput/CodeInput';
import { describeApiError, type ApiProblem } from '../apiErrors';
import { FormNotice } from '../FormNotice';
import { formatWait, useCountdown } from '../useCountdown';
import { useFormProblem } from '../useFormProblem';
import styles from '../AuthForm.module.css';
import { messages } from './messages';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Decision (SPEC is silent): a new code may be asked for a minute after the previous one. */
export const RESEND_WAIT_SECONDS = 60;
const CODE_FIELDS = ['code'] as const;

interface CodeStepProps {
  email: string;
  /** Asks the server for a new code; resolves with the failure, or null once a code was sent. */
  onResend: () => Promise<ApiProblem | null>;
  /** Back to the first step; the parent keeps what was typed there. */
  onChangeEmail: () => void;
}

/**
 * The second step of login and registration: the four-digit code (SPEC §5.1). A right code
 * stores both tokens (authApi verify -> tokensReceived -> cookies) and the guest-only guard
 * then takes the user on; a wrong one clears the boxes and says why. Too many attempts (429)
 * disables the boxes for the server's wait, keeping the email; when it is over they come back
 * empty, enabled and focused.
 */
export function CodeStep({ email, onResend, onChangeEmail }: CodeStepProps) {
  const intl = useIntl();
  const format = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const [verify, { isLoading: checking }] = useVerifyMutation();
  const resendWait = useCountdown(RESEND_WAIT_SECONDS);
  const problem = useFormProblem(CODE_FIELDS);
  const [codeError, setCodeError] = useState<ErrorText | null>(null);
  const [errorFlag, setErrorFlag] = useState(false);
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  // Bumped when a 429 wait ends and when a new code is sent: a fresh CodeInput is empty,
  // enabled and takes the focus.
  const [codeRound, setCodeRound] = useState(0);
  // A 429 disables the boxes and Send a new code for the wait (minutes, even hours), and a
  // disabled control drops the focus to the page: it goes on to Change email, the way on while
  // they wait (the first button of the row).
  const boxesRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const [blockedRound, setBlockedRound] = useState(0);
  useEffect(() => {
    if (blockedRound > 0) rowRef.current?.querySelector('button')?.focus();
  }, [blockedRound]);
  const keepFocusThroughWait = () => {
    const focused = document.activeElement;
    const dropped =
      !focused ||
      focused === document.body ||
      boxesRef.current?.contains(focused) ||
      rowRef.current?.contains(focused);
    if (dropped) setBlockedRound((round) => round + 1);
  };
  const [wasBlocked, setWasBlocked] = useState(problem.blocked);
  if (wasBlocked !== problem.blocked) {
    setWasBlocked(problem.blocked);
    if (!problem.blocked) setCodeRound((round) => round + 1);
  }

  const submit = async (code: string) => {
    setResent(false);
    const result = await verify({ email: email.trim(), code });
    if (!('error' in result)) return;
    const failure = describeApiError(result.error);
    problem.report(failure);
    // Not a wrong code: the boxes are not marked invalid, only disabled for the wait.
    if (failure.kind === 'rateLimited') return keepFocusThroughWait();
    setCodeError(
      failure.fields.code ? errorTextOf(failure.fieldCodes.code, failure.fields.code) : null,
    );
    setErrorFlag(true);
  };

  const onCodeChange = () => {
    if (!errorFlag) return;
    setErrorFlag(false);
    setCodeError(null);
  };

  const resend = async () => {
    setResending(true);
    const failure = await onResend();
    setResending(false);
    problem.report(failure);
    if (failure?.kind === 'rateLimited') keepFocusThroughWait();
    if (failure) return;
    setResent(true);
    setCodeError(null);
    setErrorFlag(false);
    resendWait.start(RESEND_WAIT_SECONDS);
    // The button gives way to the wait: fresh, empty boxes take the focus, for the new code.
    setCodeRound((round) => round + 1);
  };

  return (
    <div className={styles.form}>
      <div className={styles.codeHead}>
        <p>
          {format(messages.sentTo)} <strong>{email.trim()}</strong>
        </p>
        <p>{format(messages.validity)}</p>
      </div>
      <div ref={boxesRef} className={styles.codeBody}>
        <CodeInput
          key={codeRound}
          autoFocus
          onChange={onCodeChange}
          onComplete={submit}
          error={errorFlag}
          errorText={wordError(codeError, format)}
          loading={checking || problem.blocked}
        />
        {checking && <p role="status">{format(messages.checking)}</p>}
      </div>
      {problem.notice && (
        <FormNotice hint={problem.hint} spoken={problem.spoken}>
          {problem.notice}
        </FormNotice>
      )}
      {resent && <FormNotice tone="success">{format(messages.resent)}</FormNotice>}
      <div ref={rowRef} className={styles.resendRow}>
        <Button
          theme="text"
          size="sm"
          iconStart={<Icon name="arrow-left" size={16} aria-hidden="true" />}
          onClick={onChangeEmail}
        >
          {format(messages.changeEmail)}
        </Button>
        {resendWait.seconds > 0 ? (
          <span className={styles.wait}>
            {intl.formatMessage(messages.resendIn, { time: formatWait(resendWait.seconds) })}
          </span>
        ) : (
          <Button
            theme="text"
            size="sm"
            loading={resending}
            disabled={problem.blocked}
            onClick={resend}
          >
            {format(messages.resend)}
          </Button>
        )}
      </div>
    </div>
  );
}
