import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { localizeError } from '@/shared/api/errorCodes';
import type { ApiProblem } from './apiErrors';
import { messages } from './messages';
import { useCountdown } from './useCountdown';

/**
 * The form-level notice of a failed auth request: 429 (with a live "try again in N seconds", or
 * "in N min" for a wait of a minute or more, the server's per-email budget can mean hours; it
 * disappears when the wait is over and blocks the submit until then), no connection,
 * server trouble, or a server text that belongs to no field shown on the form.
 * When the email's own budget refused (`too_many_attempts`, not the per-address
 * `too_many_requests`), the server may have mailed the account a sign-in link
 * (server/auth/signInLinks.ts): the notice's `hint` says so, the same line for every email, since the
 * server never tells whether the email has an account.
 * A wait counts down in the notice, which is an alert: `spoken` is the notice as it came, what
 * the alert says (FormNotice), so that the count is not said again every second.
 */
/** Waits of two hours or more (the daily limit of wrong codes) read in hours, not "600 min". */
const HOUR = 3600;

export function useFormProblem(shownFields: readonly string[]) {
  const intl = useIntl();
  const wait = useCountdown();
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  /** The wait the server named, as the notice first says it. */
  const [firstWait, setFirstWait] = useState(0);
  const startWait = wait.start;

  const report = useCallback(
    (next: ApiProblem | null) => {
      setProblem(next);
      if (next?.kind === 'rateLimited' && next.retryAfterSeconds) {
        startWait(next.retryAfterSeconds);
        setFirstWait(next.retryAfterSeconds);
      }
    },
    [startWait],
  );

  const format = (descriptor: Parameters<typeof intl.formatMessage>[0]) =>
    intl.formatMessage(descriptor);
  /** "Try again in …" for a wait of `seconds`; null when it is over. */
  const waitText = (seconds: number) => {
    if (seconds >= 2 * HOUR)
      return intl.formatMessage(messages.rateLimitedHours, { hours: Math.ceil(seconds / HOUR) });
    if (seconds >= 60)
      return intl.formatMessage(messages.rateLimitedMinutes, { minutes: Math.ceil(seconds / 60) });
    if (seconds > 0) return intl.formatMessage(messages.rateLimited, { seconds });
    return null;
  };
  let notice: string | null = null;
  /** A second line under the notice (FormNotice `hint`). */
  let hint: string | null = null;
  /** What the notice's alert says while the wait counts down (FormNotice `spoken`). */
  let spoken: string | null = null;
  if (problem?.kind === 'rateLimited') {
    notice = waitText(wait.seconds);
    if (notice) spoken = waitText(firstWait);
    if (notice && problem.code === 'too_many_attempts') hint = format(messages.signInLinkMailed);
  } else if (problem?.kind === 'network') notice = format(messages.network);
  else if (problem?.kind === 'server') notice = format(messages.server);
  else if (problem) {
    const stray = Object.keys(problem.fields).find((field) => !shownFields.includes(field));
    const [code, text] = stray
      ? [problem.fieldCodes[stray], problem.fields[stray]]
      : problem.kind === 'other'
        ? [problem.code, problem.detail]
        : [null, null];
    if (text) notice = localizeError(code, text, format);
    else if (problem.kind === 'other') notice = format(messages.unknown);
  }

  return {
    notice,
    hint,
    spoken,
    blocked: wait.seconds > 0,
    report,
    clear: useCallback(() => setProblem(null), []),
  };
}
