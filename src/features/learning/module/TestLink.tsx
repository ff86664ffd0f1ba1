import { useIntl } from 'react-intl';
import { CircleCheck, ClipboardCheck } from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import type { ModuleDetail } from '@/shared/contract/learning';
import { Badge } from '@/shared/ui/Badge/Badge';
import { Button } from '@/shared/ui/Button/Button';
import { moduleMessages as messages } from './messages';
import styles from './TestLink.module.css';

/**
 * The module's test and its done flag. The link carries ?module= so the test page can lead back
 * (the test route's id is the test id). Visitors follow it too: the route guard saves the path
 * and asks them to log in.
 */
export function TestLink({
  moduleId,
  test,
}: {
  moduleId: number;
  test: NonNullable<ModuleDetail['test']>;
}) {
  const intl = useIntl();
  return (
    <section
      className={[styles.block, test.done && styles.done].filter(Boolean).join(' ')}
      aria-labelledby="module-test-title"
    >
      <span className={styles.icon} aria-hidden="true">
        {test.done ? <CircleCheck size={24} /> : <ClipboardCheck size={24} />}
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
        </p>
      </div>
      <Button
        to={`${paths.moduleTest(test.id)}?module=${moduleId}`}
        theme={test.done ? 'outline' : 'primary'}
      >
        {intl.formatMessage(test.done ? messages.retakeTest : messages.takeTest)}
      </Button>
    </section>
  );
}
