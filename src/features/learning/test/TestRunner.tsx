import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EndTestResult, Test } from '@/shared/contract/learning';
import { learningNotices } from '@/features/snackbar/messages';
import { isNetworkError } from '@/shared/api/errorStatus';
import { useAppStore } from '@/app/hooks';
import { selectSessionExpired } from '@/features/auth/authSlice';
import { Button } from '@/shared/ui/Button/Button';
import { useCheckAnswerMutation, useEndTestMutation } from '../learningApi';
import { QuestionCard } from './QuestionCard';
import { TestResult } from './TestResult';
import { committedAnswerOf } from './committedAnswer';
import { rememberFinish, takeFinish } from './finishAfterLogin';
import { announceResult, useResultFromOtherTab } from './resultFromOtherTab';
import type { FinishedNote } from './TestResult';
import { useTestProgress } from './useTestProgress';
import { testMessages as messages } from './messages';
import styles from './TestRunner.module.css';

/** Whether two option lists name the same options (the server sorts them, a choice may not). */
const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
const sameOptions = (a: number[], b: number[]) => sorted(a) === sorted(b);

/** A failed check or finish: the server not reached, or any other failure. */
type Failure = 'network' | 'other';
const failureOf = (error: unknown): Failure => (isNetworkError(error) ? 'network' : 'other');

interface TestRunnerProps {
  /** Whose progress it is (the session's subject): stored per learner. */
  owner: string;
  test: Test;
  /** The session the test belongs to, when known (for the way back). */
  moduleId: number | null;
  /** Chosen over a passed test's notice, which is gone: the start of the test takes the focus. */
  focusStart?: boolean;
}

/**
 * Answering, checking single answers and finishing a test. A checked answer is final for the
 * attempt (docs/api.md "Rules" -> Tests): its question locks and its Check button goes. Render
 * with a key of the owner and the test id: the stored progress is one learner's, of one test.
 * Failures show the SPEC §8 snackbar (learningApi) and an inline line next to the action, which
 * stays available to retry. The snackbar's words are the spec's ("error loading the test"); the
 * line says what happened when the server was not reached: the test is loaded and the answers
 * are kept, so only a retry is needed.
 */
export function TestRunner({ owner, test, moduleId, focusStart = false }: TestRunnerProps) {
  const intl = useIntl();
  const progress = useTestProgress(owner, test.id);
  const store = useAppStore();
  const [checkAnswer] = useCheckAnswerMutation();
  const [endTest, { isLoading: finishing }] = useEndTestMutation();
  const [checking, setChecking] = useState<number | null>(null);
  /** The question whose check failed, and whether the server was reached. */
  const [checkFailed, setCheckFailed] = useState<{ id: number; failure: Failure } | null>(null);
  /**
   * The questions the server had recorded another answer for (a check whose reply was lost, then
   * changed), learnt from a refused check or from the result of Finish: their options now show
   * that answer, and a note says why, so the swap back is not silent. For this page only: after
   * a reload the answer simply shows as checked.
   */
  const [replaced, setReplaced] = useState<ReadonlySet<number>>(() => new Set());
  /** The question whose own check answered last: its verdict takes the focus. */
  const [lastChecked, setLastChecked] = useState<number | null>(null);
  /** Grows with each "Take the test again": the start of the test takes the focus. */
  const [restarts, setRestarts] = useState(0);
  const introRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (restarts > 0 || focusStart) introRef.current?.focus();
  }, [restarts, focusStart]);
  const [finishFailed, setFinishFailed] = useState<Failure | null>(null);
  // The line that says why Finish failed comes in above the button, pushing it down, and the
  // snackbar comes with it at the bottom of the window: the two stay in view above it
  // (scroll-padding-bottom keeps the snackbar's room: features/snackbar/useSnackbarClearance.ts).
  const finishRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (finishFailed) finishRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [finishFailed]);
  const [result, setResult] = useState<EndTestResult | null>(null);
  /** Why a result shows that this page's Finish did not just send (said with the result). */
  const [finishedNote, setFinishedNote] = useState<FinishedNote | null>(null);
  /** How many answers Finish scored other than those sent (the result says so). */
  const [scoredEarlier, setScoredEarlier] = useState(0);
  const failureText = (failure: Failure) =>
    intl.formatMessage(failure === 'network' ? messages.networkError : learningNotices.testError);

  const total = test.questions.length;
  const answered = test.questions.filter((q) => (progress.answers[q.id] ?? []).length > 0).length;

  const check = async (questionId: number) => {
    setChecking(questionId);
    setCheckFailed(null);
    try {
      progress.recordCheck(
        await checkAnswer({
          testId: test.id,
          question_id: questionId,
          answers: progress.answers[questionId] ?? [],
        }).unwrap(),
      );
      setLastChecked(questionId);
    } catch (error) {
      // The question already has an answer (this check's earlier reply was lost): it stands.
      const committed = committedAnswerOf(error);
      if (committed?.question_id === questionId) {
        progress.adoptCommitted(committed);
        setReplaced((ids) => new Set(ids).add(questionId));
        setLastChecked(questionId);
      } else setCheckFailed({ id: questionId, failure: failureOf(error) });
    } finally {
      setChecking(null);
    }
  };

  const finish = async ({ afterLogin = false } = {}) => {
    setFinishFailed(null);
    setFinishedNote(afterLogin ? 'afterLogin' : null);
    const answers = test.questions.map((q) => ({
      question_id: q.id,
      answers: progress.answers[q.id] ?? [],
    }));
    try {
      const outcome = await endTest({ testId: test.id, answers }).unwrap();
      progress.forget();
      announceResult(owner, test.id, outcome);
      // A question scored with other options than those sent had an answer committed already (a
      // check whose reply was lost, then changed; or checked on another device): those options
      // are shown, with the note, as a refused check shows them.
      const swapped = outcome.answers.filter(
        (scored) =>
          scored.answers.length > 0 &&
          !sameOptions(scored.answers, progress.answers[scored.question_id] ?? []),
      );
      swapped.forEach((scored) => progress.adoptCommitted(scored));
      if (swapped.length > 0)
        setReplaced((ids) => new Set([...ids, ...swapped.map((scored) => scored.question_id)]));
      setScoredEarlier(swapped.length);
      setResult(outcome);
    } catch (error) {
      // The session ended by itself meanwhile: the call met a refused token (401), or it was cut
      // short as the session's cache went; the server took nothing (./finishAfterLogin.ts).
      if (selectSessionExpired(store.getState())) rememberFinish(owner, test.id);
      setFinishFailed(failureOf(error));
    }
  };

  // Another tab finished this test: its result shows here too, with the options it scored.
  useResultFromOtherTab(owner, test.id, (outcome) => {
    if (result) return;
    progress.forget();
    outcome.answers.forEach((scored) => {
      if (scored.answers.length > 0) progress.adoptCommitted(scored);
    });
    setFinishFailed(null);
    setFinishedNote('otherTab');
    setResult(outcome);
  });

  // Finish was pressed as the session died: carried out now that the learner is back, once, with
  // the answers stored then (this first render's).
  // It is an action (the end call) started by what storage holds, not state derived in an effect.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- finish() marks the call as sent
    if (takeFinish(owner, test.id)) void finish({ afterLogin: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  const retry = () => {
    progress.clear();
    setReplaced(new Set());
    setResult(null);
    setLastChecked(null);
    setRestarts((n) => n + 1);
  };

  return (
    <div className={styles.runner}>
      {result && (
        <TestResult
          result={result}
          moduleId={moduleId}
          onRetry={retry}
          scoredEarlier={scoredEarlier}
          finishedNote={finishedNote}
        />
      )}
      {!result && (
        <>
          <p ref={introRef} className={styles.saved} tabIndex={-1}>
            {intl.formatMessage(messages.answered, { answered, total })} ·{' '}
            {intl.formatMessage(messages.saved)}
          </p>
          <p className={styles.final}>{intl.formatMessage(messages.final)}</p>
        </>
      )}
      <ol className={styles.questions}>
        {test.questions.map((question, index) => (
          <li key={question.id}>
            <QuestionCard
              question={question}
              index={index}
              total={total}
              chosen={progress.answers[question.id] ?? []}
              verdict={
                result
                  ? result.answers.find((a) => a.question_id === question.id)
                  : progress.checks[question.id]
              }
              onChoose={(ids) => progress.choose(question.id, ids)}
              onCheck={() => void check(question.id)}
              checking={checking === question.id}
              locked={result !== null}
              error={checkFailed?.id === question.id ? failureText(checkFailed.failure) : undefined}
              committedNote={
                replaced.has(question.id) ? intl.formatMessage(messages.committedNote) : undefined
              }
              focusVerdict={!result && lastChecked === question.id}
            />
          </li>
        ))}
      </ol>
      {!result && (
        <div ref={finishRef} className={styles.finish}>
          {answered < total && (
            <p className={styles.warning}>
              {intl.formatMessage(messages.unanswered, { count: total - answered })}
            </p>
          )}
          {finishFailed && (
            <p role="alert" className={styles.error}>
              {failureText(finishFailed)}
            </p>
          )}
          <Button size="lg" onClick={() => void finish()} loading={finishing}>
            {intl.formatMessage(messages.finish)}
          </Button>
        </div>
      )}
    </div>
  );
}
