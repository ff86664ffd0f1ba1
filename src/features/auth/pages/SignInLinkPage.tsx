import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { errorCodeTexts } from '@/shared/api/errorCodes';
import { paths } from '@/shared/routes/paths';
import { useVerifyLinkMutation } from '@/features/auth/authApi';
import { describeApiError } from '@/features/auth/components/apiErrors';
import { FormNotice } from '@/features/auth/components/FormNotice';
import { useFormProblem } from '@/features/auth/components/useFormProblem';
import { Button } from '@/shared/ui/Button/Button';
import { Page } from '@/shared/ui/Page/Page';
import { isEmail } from '@/shared/contract/email';
import styles from '../components/AuthForm.module.css';
import { messages } from './messages';
import { Icon } from '@/shared/ui/Icon/Icon';

/** No field of this page shows a server message: the token's goes to the notice. */
const NO_FIELDS: readonly string[] = [];

interface MailedLink {
  token: string;
  email: string;
}

/**
 * `#token=…&email=…` as the server mails it (server/auth/signInLinks.ts), or null. An email no
 * account can have (contract/email.ts) is no link: the page would show it as the account's, and
 * a bidi override in it could make it look like another address.
 */
function readLink(hash: string): MailedLink | null {
  const fragment = new URLSearchParams(hash.slice(1));
  const token = fragment.get('token');
  const email = fragment.get('email');
  return token && email && isEmail(email) ? { token, email } : null;
}

/**
 * /auth/link#token=…&email=…: a one-time sign-in link mailed while strangers hold the email's code
 * budget (server/auth/signInLinks.ts). The fragment never reaches a server's log or a Referer; the
 * page takes it once and removes it from the address at once (a replace, so Back and the history
 * never hold it). It signs in only when the person presses Sign in under the email it names: a
 * mail scanner that opens links does not spend it, and a link someone else sent says whose account
 * it opens first. The answer signs in as a code does (tokensReceived, then the guest-only guard
 * goes to the wanted page or /main). The token is never rendered.
 */
export function SignInLinkPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [verifyLink, { isLoading }] = useVerifyLinkMutation();
  const problem = useFormProblem(NO_FIELDS);
  const report = problem.report;
  // undefined: not read yet; null: the address had none. A ref, so that it outlives its removal
  // from the address, and React's development double effect reads it once.
  const link = useRef<MailedLink | null | undefined>(undefined);
  const [email, setEmail] = useState<string | null>(null);
  const [spent, setSpent] = useState(false);
  /** Counts the failed tries: a new one's notice is a new alert, said again with the same words. */
  const [failures, setFailures] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  /**
   * The pressed button went away (the link is spent) or is disabled for a 429's wait with the
   * focus on it: the focus goes on to Log in with a code.
   */
  const [handOn, setHandOn] = useState(0);
  useEffect(() => {
    if (handOn > 0)
      boxRef.current?.querySelector<HTMLElement>(`a[href="${paths.auth()}"]`)?.focus();
  }, [handOn]);
  const handOnIfFocused = useCallback(() => {
    if (boxRef.current?.contains(document.activeElement)) setHandOn((n) => n + 1);
  }, []);

  useEffect(() => {
    if (link.current !== undefined) return;
    link.current = readLink(hash);
    if (hash) navigate({ pathname, search }, { replace: true });
    if (link.current) setEmail(link.current.email);
    else setSpent(true);
  }, [hash, navigate, pathname, search]);

  // A retry keeps the notice and its buttons (the button busy, still focused) until the answer:
  // clearing them first would take the pressed button away and drop the focus to the page.
  const signIn = useCallback(async () => {
    if (!link.current) return;
    const result = await verifyLink(link.current);
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

  const usable = email !== null && !spent;
  return (
    <Page
      title={intl.formatMessage(messages.linkTitle)}
      lead={
        usable ? (
          <>
            {intl.formatMessage(messages.linkConfirm)} <strong>{email}</strong>
          </>
        ) : (
          intl.formatMessage(messages.linkLead)
        )
      }
    >
      <div ref={boxRef} className={styles.form}>
        {usable && <p>{intl.formatMessage(messages.linkNotAsked)}</p>}
        {spent && <FormNotice>{intl.formatMessage(errorCodeTexts.link_invalid)}</FormNotice>}
        {problem.notice && (
          <FormNotice key={failures} spoken={problem.spoken}>
            {problem.notice}
          </FormNotice>
        )}
        {usable && (
          <Button
            size="lg"
            fullWidth
            loading={isLoading}
            disabled={problem.blocked}
            iconStart={
              problem.notice ? (
                <Icon name="rotate-cw" size={18} aria-hidden="true" />
              ) : (
                <Icon name="log-in" size={18} aria-hidden="true" />
              )
            }
            onClick={() => void signIn()}
          >
            {intl.formatMessage(problem.notice ? messages.linkRetry : messages.linkSignIn)}
          </Button>
        )}
        {(spent || email !== null) && (
          <Button
            to={paths.auth()}
            theme={spent ? 'primary' : 'outline'}
            size="lg"
            fullWidth
            iconStart={spent ? <Icon name="log-in" size={18} aria-hidden="true" /> : undefined}
          >
            {intl.formatMessage(messages.linkLogIn)}
          </Button>
        )}
      </div>
    </Page>
  );
}
