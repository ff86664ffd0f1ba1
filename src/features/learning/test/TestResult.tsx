import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/routes/paths';
import type { EndTestResult } from '@/shared/contract/learning';
import { Button } from '@/shared/ui/Button/Button';
import { useGetCourseQuery, useGetModuleQuery } from '../learningApi';
import { certificateEarned } from '../course/certificateEarned';
import { moduleMessages } from '../module/messages';
import { sessionLeft } from '../module/sessionLeft';
import { testMessages as messages } from './messages';
import styles from './TestResult.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface TestResultProps {
  result: EndTestResult;
  moduleId: number | null;
  onRetry: () => void;
  /**
   * How many questions Finish scored with an answer recorded before the learner changed it (a
   * check whose reply was lost): said with the score, as their cards' notes are not announced.
   */
  scoredEarlier?: number;
  /** Said first: why this result shows (Finish sent after a new login, or in another tab). */
  finishedNote?: FinishedNote | null;
}

/** 'afterLogin': Finish pressed as the session died, sent after the login; 'otherTab': finished there. */
export type FinishedNote = 'afterLogin' | 'otherTab';

/** The score and pass or fail (SPEC: 70%); takes focus so the outcome is announced at once. */
export function TestResult({
  result,
  moduleId,
  onRetry,
  scoredEarlier = 0,
  finishedNote = null,
}: TestResultProps) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const percent = result.total > 0 ? result.score / result.total : 0;
  // The module is refetched after `end`: a pass leads on to the course's next session, and a
  // failed retake (or a stale second tab) learns that an earlier pass of the test still counts.
  const { data: module, isError: moduleFailed } = useGetModuleQuery(
    moduleId !== null ? moduleId : skipToken,
  );
  const next = result.passed ? (module?.course_path?.next ?? null) : null;
  const passedBefore = !result.passed && module?.test?.done === true;
  // A pass alone does not complete the session (its video and materials do): only a session
  // known to be Completed is called done, and one that is not says what is left.
  const sessionDone = module?.progress?.status === true;
  const left = result.passed && module ? sessionLeft(module) : null;
  // The pass that completed the course (its certificate just issued) says so, in its words.
  // Only the course as answered after `end` knows: until then (the refetch, a cached copy from
  // before, a first fetch) neither "every test passed" nor "when every test is passed" is said,
  // and no action is the primary one; the score and the pass are shown at once.
  const [shownAt] = useState(() => Date.now());
  const { data: course, fulfilledTimeStamp } = useGetCourseQuery(
    result.passed && module?.course ? module.course.id : skipToken,
  );
  const courseKnown = course !== undefined && (fulfilledTimeStamp ?? 0) >= shownAt;
  const courseDone = courseKnown && certificateEarned(course);
  const coursePending =
    result.passed &&
    moduleId !== null &&
    !moduleFailed &&
    (module === undefined || (Boolean(module.course) && !courseKnown));

  return (
    <section
      className={[styles.result, result.passed ? styles.passed : styles.failed].join(' ')}
      aria-labelledby="test-result-title"
    >
      {/* Focused: it is described by the verdict and the score, which a screen reader then says
          with it (the heading alone said only "Your result"). */}
      <h2
        id="test-result-title"
        ref={headingRef}
        tabIndex={-1}
        className={styles.title}
        aria-describedby={[
          finishedNote && 'test-result-finished-note',
          'test-result-verdict test-result-score',
          scoredEarlier > 0 && 'test-result-earlier',
        ]
          .filter(Boolean)
          .join(' ')}
      >
        {intl.formatMessage(messages.resultTitle)}
      </h2>
      {finishedNote && (
        <p id="test-result-finished-note" className={styles.text}>
          {intl.formatMessage(
            finishedNote === 'afterLogin'
              ? messages.finishedAfterLogin
              : messages.finishedInOtherTab,
          )}
        </p>
      )}
      <p id="test-result-verdict" className={styles.verdict}>
        {result.passed && <Icon name="award" size={24} aria-hidden="true" />}
        {intl.formatMessage(result.passed ? messages.passed : messages.failed)}
      </p>
      <p id="test-result-score" className={styles.score}>
        {intl.formatMessage(messages.score, { score: result.score, total: result.total, percent })}
      </p>
      {scoredEarlier > 0 && (
        <p id="test-result-earlier" className={styles.text}>
          {intl.formatMessage(messages.scoredEarlier, { count: scoredEarlier })}
        </p>
      )}
      <p className={styles.text}>
        {!coursePending && (
          <>
            {courseDone && course
              ? intl.formatMessage(messages.courseDoneText, { course: course.name })
              : intl.formatMessage(
                  result.passed
                    ? sessionDone
                      ? messages.passedText
                      : messages.passedTestText
                    : passedBefore
                      ? messages.failedAfterPassText
                      : messages.failedText,
                )}{' '}
          </>
        )}
        {intl.formatMessage(messages.passRule)}
      </p>
      {left && !coursePending && <p className={styles.text}>{intl.formatMessage(left)}</p>}
      <div className={styles.actions}>
        {next && (
          <Button to={paths.module(next.id)} iconEnd={<Icon name="arrow-right" size={18} />}>
            {intl.formatMessage(moduleMessages.goToNextSession)}
          </Button>
        )}
        {moduleId !== null && (
          <Button
            to={paths.module(moduleId)}
            theme={result.passed && !next && !courseDone && !coursePending ? 'primary' : 'outline'}
          >
            {intl.formatMessage(messages.backToModule)}
          </Button>
        )}
        {result.passed ? (
          <Button to={paths.personalCertificates()} theme={courseDone ? 'primary' : 'outline'}>
            {intl.formatMessage(messages.certificates)}
          </Button>
        ) : (
          <Button onClick={onRetry} iconStart={<Icon name="rotate-ccw" size={18} />}>
            {intl.formatMessage(messages.retry)}
          </Button>
        )}
      </div>
    </section>
  );
}
