import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Course, ModuleSummary } from '@/shared/contract/learning';
import { paths } from '@/shared/routes/paths';
import { useLogInHere } from '@/features/auth/useLogInHere';
import { Badge } from '@/shared/ui/Badge/Badge';
import { Button } from '@/shared/ui/Button/Button';
import { ProgressBar } from '@/shared/ui/ProgressBar/ProgressBar';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { contentLang } from '@/shared/lib/contentLang';
import { courseMessages as messages } from './messages';
import styles from './CoursePath.module.css';
import { certificateEarned } from './certificateEarned';
import { Icon } from '@/shared/ui/Icon/Icon';

interface CoursePathProps {
  course: Course;
  /** The published sessions in course order (what the programme numbers). */
  modules: ModuleSummary[];
}

/**
 * The learner's way through a course (docs/api.md "Course path"): progress, one primary action
 * (Start, Continue to the first unfinished session, or Review once all are done) and what earns
 * the certificate as a checklist. Visitors see the checklist and a way to log in; a paid course
 * without access shows the checklist only (the lock panel above is the way in).
 */
export function CoursePath({ course, modules }: CoursePathProps) {
  const intl = useIntl();
  const { askToLogIn } = useLogInHere();
  const progress = course.learner_progress;
  if (modules.length === 0) return null;

  const numberOf = (id: number) => modules.findIndex((m) => m.id === id) + 1;
  const testsDone = certificateEarned(course);
  const done = progress !== null && progress.next_module === null;
  const next = progress?.next_module ?? null;

  let action = null;
  if (progress && course.has_access) {
    const target = next ?? modules[0];
    const label = !progress.started ? messages.start : next ? messages.continue : messages.review;
    action = (
      <div className={styles.action}>
        {next && (
          <p className={styles.next}>
            <span className={styles.nextLabel}>
              {intl.formatMessage(progress.started ? messages.nextUp : messages.firstUp, {
                number: numberOf(next.id),
              })}
            </span>{' '}
            {/* The session's name is content, maybe in the other language (WCAG 3.1.2). */}
            <span className={styles.nextName} lang={contentLang(next.name, intl.locale)}>
              {next.name}
            </span>
          </p>
        )}
        <Button
          to={paths.module(target.id)}
          theme={done ? 'outline' : 'primary'}
          iconStart={
            done ? (
              <Icon name="rotate-ccw" size={18} />
            ) : progress.started ? undefined : (
              <Icon name="play" size={18} />
            )
          }
          iconEnd={done || !progress.started ? undefined : <Icon name="arrow-right" size={18} />}
        >
          {intl.formatMessage(label)}
        </Button>
      </div>
    );
  }

  return (
    <section className={styles.path} aria-labelledby="course-path-title">
      {progress && course.has_access && (
        <div className={styles.progress}>
          <h2 id="course-path-title" className={styles.title}>
            {intl.formatMessage(messages.yourProgress)}
            {done && (
              <Badge theme="brand" size="sm">
                {intl.formatMessage(messages.completed)}
              </Badge>
            )}
          </h2>
          <ProgressBar
            value={progress.modules_completed}
            max={progress.modules_total}
            label={intl.formatMessage(messages.progressLabel)}
            valueText={intl.formatMessage(messages.sessionsCompleted, {
              done: progress.modules_completed,
              total: progress.modules_total,
            })}
          />
          <p className={styles.counts}>
            {/* The bar already says this as its value; a screen reader would read it twice. */}
            <span aria-hidden="true">
              {intl.formatMessage(messages.sessionsCompleted, {
                done: progress.modules_completed,
                total: progress.modules_total,
              })}
            </span>
            {progress.tests_total > 0 && (
              <span>
                {intl.formatMessage(messages.testsPassed, {
                  done: progress.tests_passed,
                  total: progress.tests_total,
                })}
              </span>
            )}
          </p>
          {action}
        </div>
      )}
      {course.tests_count > 0 && (
        <div className={styles.certificate}>
          {/* The section's heading: the progress column's when shown, else this one. */}
          {progress && course.has_access ? (
            <h3 className={styles.subtitle}>
              <Icon name="award" size={18} aria-hidden="true" />
              {intl.formatMessage(messages.certificateTitle)}
            </h3>
          ) : (
            <h2 id="course-path-title" className={styles.subtitle}>
              <Icon name="award" size={18} aria-hidden="true" />
              {intl.formatMessage(messages.certificateTitle)}
            </h2>
          )}
          <ul className={styles.checklist}>
            <ChecklistItem
              done={progress ? testsDone : null}
              text={intl.formatMessage(
                course.tests_count === modules.length ? messages.passEveryTest : messages.passTests,
                { count: course.tests_count },
              )}
              detail={
                progress
                  ? intl.formatMessage(messages.testsPassedShort, {
                      done: progress.tests_passed,
                      total: course.tests_count,
                    })
                  : undefined
              }
            />
            <ChecklistItem
              done={progress ? testsDone : null}
              text={intl.formatMessage(messages.certificateIssued)}
              detail={
                testsDone ? (
                  <Link to={paths.personalCertificates()} className={styles.link}>
                    {intl.formatMessage(messages.certificateOpen)}
                  </Link>
                ) : undefined
              }
            />
          </ul>
          {!progress && (
            <div className={styles.visitor}>
              <p>{intl.formatMessage(messages.visitorPath)}</p>
              <Button
                theme="primary"
                iconStart={<Icon name="log-in" size={18} />}
                onClick={askToLogIn}
              >
                {intl.formatMessage(messages.logIn)}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

/** One condition of the certificate; `done` null = not known (a visitor): no tick, no state. */
function ChecklistItem({
  done,
  text,
  detail,
}: {
  done: boolean | null;
  text: string;
  detail?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <li className={[styles.item, done && styles.itemDone].filter(Boolean).join(' ')}>
      <span className={styles.tick} aria-hidden="true">
        {done ? <Icon name="circle-check" size={20} /> : <Icon name="circle" size={20} />}
      </span>
      <span className={styles.itemText}>
        {text}
        {done !== null && (
          <VisuallyHidden>
            {' '}
            ({intl.formatMessage(done ? messages.checkDone : messages.checkOpen)})
          </VisuallyHidden>
        )}
        {detail && <span className={styles.itemDetail}>{detail}</span>}
      </span>
    </li>
  );
}
