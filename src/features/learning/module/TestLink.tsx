import { useIntl, type MessageDescriptor } from 'react-intl';
import type { NamedItem } from '@/shared/contract/common';
import { paths } from '@/shared/routes/paths';
import type { ModuleDetail } from '@/shared/contract/learning';
import { Badge } from '@/shared/ui/Badge/Badge';
import { Button } from '@/shared/ui/Button/Button';
import { useAppSelector } from '@/app/hooks';
import { selectIsAuthorized } from '@/features/auth/authSlice';
import { useLogInHere } from '@/features/auth/useLogInHere';
import { moduleMessages as messages } from './messages';
import styles from './TestLink.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * The module's test and its done flag. The link carries ?module= so the test page can lead back
 * (the test route's id is the test id). A visitor's press asks them to log in right here, the
 * test saved as where the login leads (the test page is protected): following the link, the
 * route guard asked too, but only after replacing the session with the learning list, where
 * closing the prompt left them.
 */
export function TestLink({
  moduleId,
  test,
  next = null,
  left = null,
}: {
  moduleId: number;
  test: NonNullable<ModuleDetail['test']>;
  /** The course's next session: once the test is passed, it becomes the primary action. */
  next?: NamedItem | null;
  /** What the session still needs to be Completed (./sessionLeft.ts), said once the test is passed. */
  left?: MessageDescriptor | null;
}) {
  const intl = useIntl();
  const authorized = useAppSelector(selectIsAuthorized);
  const { askToLogInFor } = useLogInHere();
  const testPath = `${paths.moduleTest(test.id)}?module=${moduleId}${test.done ? '&retake=1' : ''}`;
  return (
    <section
      className={[styles.block, test.done && styles.done].filter(Boolean).join(' ')}
      aria-labelledby="module-test-title"
    >
      <span className={styles.icon} aria-hidden="true">
        {test.done ? (
          <Icon name="circle-check" size={24} />
        ) : (
          <Icon name="clipboard-check" size={24} />
        )}
      </span>
      <div className={styles.text}>
        <h2 id="module-test-title" className={styles.title}>
          {intl.formatMessage(messages.testTitle)}
          {test.done && (
            <Badge theme="brand" size="sm">
              {intl.formatMessage(messages.passed)}
            </Badge>
          )}
        </h2>
        <p className={styles.lead}>
          {intl.formatMessage(test.done ? messages.testDone : messages.testNotTaken)}
          {test.done && left && <> {intl.formatMessage(left)}</>}
        </p>
      </div>
      <div className={styles.actions}>
        <Button
          // A passed test's page opens on the pass; this link asks for the retake itself.
          {...(authorized ? { to: testPath } : { onClick: () => askToLogInFor(testPath) })}
          theme={test.done ? 'outline' : 'primary'}
        >
          {intl.formatMessage(test.done ? messages.retakeTest : messages.takeTest)}
        </Button>
        {test.done && next && (
          <Button to={paths.module(next.id)} iconEnd={<Icon name="arrow-right" size={18} />}>
            {intl.formatMessage(messages.goToNextSession)}
          </Button>
        )}
      </div>
    </section>
  );
}
