import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import type { ModuleDetail } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { moduleMessages } from '../module/messages';
import { sessionLeft } from '../module/sessionLeft';
import { testMessages as messages } from './messages';
import styles from './PassedNotice.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface PassedNoticeProps {
  /** The session of the test (its test is done). */
  module: ModuleDetail;
  onRetake: () => void;
}

/**
 * A test passed before, opened again: the pass first, with the ways on; a new attempt is the
 * learner's explicit choice (docs/api.md "Rules": any number of attempts, a failed one never
 * takes the pass away). The API keeps no score for the page to show, only the done flag.
 */
export function PassedNotice({ module, onRetake }: PassedNoticeProps) {
  const intl = useIntl();
  const next = module.course_path?.next ?? null;
  // The pass does not complete the session by itself (../module/sessionLeft.ts).
  const left = sessionLeft(module);
  return (
    <section className={styles.notice} aria-labelledby="test-passed-title">
      <h2 id="test-passed-title" className={styles.title}>
        <Icon name="award" size={24} aria-hidden="true" />
        {intl.formatMessage(messages.passedBefore)}
      </h2>
      <p className={styles.text}>
        {intl.formatMessage(
          module.progress?.status === true
            ? messages.passedBeforeText
            : messages.passedBeforeTestText,
        )}
      </p>
      {left && <p className={styles.text}>{intl.formatMessage(left)}</p>}
      <div className={styles.actions}>
        {next && (
          <Button to={paths.module(next.id)} iconEnd={<Icon name="arrow-right" size={18} />}>
            {intl.formatMessage(moduleMessages.goToNextSession)}
          </Button>
        )}
        <Button to={paths.module(module.id)} theme={next ? 'outline' : 'primary'}>
          {intl.formatMessage(messages.backToModule)}
        </Button>
        <Button theme="outline" onClick={onRetake} iconStart={<Icon name="rotate-ccw" size={18} />}>
          {intl.formatMessage(messages.retry)}
        </Button>
      </div>
    </section>
  );
}

/** Above a retake of a passed test: the pass stands whatever this attempt scores. */
export function RetakeNote() {
  const intl = useIntl();
  return (
    <p className={styles.retakeNote}>
      <Icon name="award" size={18} aria-hidden="true" />
      {intl.formatMessage(messages.retakeNote)}
    </p>
  );
}
