import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { LogIn, RotateCw } from 'lucide-react';
import { errorCodeTexts } from '@/shared/api/errorCodes';
import { paths } from '@/shared/routes/paths';
import { useVerifyLinkMutation } from '@/features/auth/authApi';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { FormNotice } from '@/features/auth/components/FormNotice';
import { useFormProblem } from '@/features/auth/components/useFormProblem';
import { Button } from '@/shared/ui/Button/Button';
import { Spinner } from '@/shared/ui/Spinner/Spinner';
import { Page } from '@/shared/ui/Page/Page';
import styles from '../components/AuthForm.module.css';
import { messages } from './messages';

/** No field of this page shows a server message: the token's goes to the notice. */
const NO_FIELDS: readonly string[] = [];

/**
 * /auth/link#<token>: a one-time sign-in link mailed while strangers hold the email's code budget
 * (server/auth/signInLinks.ts). The token is in the hash, so it never reaches a server's log or a
 * Referer; the page takes it once, removes it from the address at once (a replace, so Back and
 * the history never hold it) and posts it. The answer signs in as a code does (tokensReceived,
 * then the guest-only guard goes to the wanted page or /main). The token is never rendered.
 */
export function SignInLinkPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [verifyLink, { isLoading }] = useVerifyLinkMutation();
  const problem = useFormProblem(NO_FIELDS);
  const report = problem.report;
  // undefined: not read yet; null: the address had none. Kept for "Try again" once it is gone
  // from the address. A ref, so React's development double effect reads and posts it once.
  const token = useRef<string | null | undefined>(undefined);
  const [spent, setSpent] = useState(false);
  /** Counts the failed tries: a new one's notice is a new alert, said again with the same words. */
  const [failures, setFailures] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  /**
   * Try again went away (the link is spent) or is disabled for a 429's wait with the focus on
   * it: the focus goes on to Log in with a code.
   */
  const [handOn, setHandOn] = useState(0);
  useEffect(() => {
    if (handOn > 0)
      boxRef.current?.querySelector<HTMLElement>(`a[href="${paths.auth()}"]`)?.focus();
  }, [handOn]);
  const handOnIfFocused = useCallback(() => {
    if (boxRef.current?.contains(document.activeElement)) setHandOn((n) => n + 1);
  }, []);

  // A retry keeps the notice and its buttons (Try again busy, still focused) until the answer:
  // clearing them first took the pressed button away and dropped the focus to the page.
  const send = useCallback(async () => {
    if (!token.current) {
      setSpent(true);
      return;
    }
    const result = await verifyLink({ token: token.current });
    if (!('error' in result)) return;
    const failure = describeApiError(result.error);
    // Unknown, used or expired: no retry can help, only a new sign-in.
    if (failure.kind === 'fields') {
      handOnIfFocused();
      report(null);
      setSpent(true);
    } else {
      if (failure.kind === 'rateLimited') handOnIfFocused();
      report(failure);
      setFailures((n) => n + 1);
    }
  }, [handOnIfFocused, report, verifyLink]);

  useEffect(() => {
    if (token.current !== undefined) return;
    token.current = hash.slice(1) || null;
    if (hash) navigate({ pathname, search }, { replace: true });
    void send();
  }, [hash, navigate, pathname, search, send]);

  const pending = !spent && !problem.notice;
  return (
    <Page
      title={intl.formatMessage(messages.linkTitle)}
      lead={intl.formatMessage(pending ? messages.linkPending : messages.linkLead)}
    >
      <div ref={boxRef} className={styles.form}>
        {pending && <Spinner size={32} />}
        {spent && <FormNotice>{intl.formatMessage(errorCodeTexts.link_invalid)}</FormNotice>}
        {problem.notice && (
          <FormNotice key={failures} spoken={problem.spoken}>
            {problem.notice}
          </FormNotice>
        )}
        {problem.notice && (
          <Button
            size="lg"
            fullWidth
            loading={isLoading}
            disabled={problem.blocked}
            iconStart={<RotateCw size={18} aria-hidden="true" />}
            onClick={() => void send()}
          >
            {intl.formatMessage(messages.linkRetry)}
          </Button>
        )}
        {!pending && (
          <Button
            to={paths.auth()}
            theme={spent ? 'primary' : 'outline'}
            size="lg"
            fullWidth
            iconStart={<LogIn size={18} aria-hidden="true" />}
          >
            {intl.formatMessage(messages.linkLogIn)}
          </Button>
        )}
      </div>
    </Page>
  );
}
