/**
 * A test in progress: the chosen options and the checked answers, kept in localStorage per user
 * and test (./testProgressStorage.ts) so that a reload (or coming back later) loses nothing;
 * forgotten once the test is finished (the choices stay on screen beside the result). Render its
 * user with a key of the owner and the test id.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerResult, CommittedAnswer } from '@/shared/contract/learning';
import { testStorageKey } from './testProgressStorage';

export interface TestProgress {
  /** question id -> chosen option ids */
  answers: Record<number, number[]>;
  /** question id -> the server's verdict for the answer that was checked */
  checks: Record<number, AnswerResult>;
}

const empty: TestProgress = { answers: {}, checks: {} };

function read(key: string): TestProgress {
  try {
    const raw = window.localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<TestProgress>) : null;
    if (!parsed || typeof parsed.answers !== 'object' || typeof parsed.checks !== 'object')
      return empty;
    return { answers: parsed.answers ?? {}, checks: parsed.checks ?? {} };
  } catch {
    return empty; // unreadable or disabled storage: start afresh
  }
}

/** `owner`: whose session it is (the access token's subject). */
export function useTestProgress(owner: string, testId: number) {
  const key = testStorageKey(owner, testId);
  const [progress, setProgress] = useState<TestProgress>(() => read(key));
  const persist = useRef(true);

  useEffect(() => {
    if (!persist.current) return;
    try {
      if (Object.keys(progress.answers).length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(progress));
    } catch {
      /* storage full or disabled: progress then lives for this page only */
    }
  }, [key, progress]);

  /** A checked answer is final (the server keeps it), so a checked question ignores new choices. */
  const choose = useCallback((questionId: number, optionIds: number[]) => {
    setProgress((current) =>
      current.checks[questionId]
        ? current
        : { ...current, answers: { ...current.answers, [questionId]: optionIds } },
    );
  }, []);

  const recordCheck = useCallback((result: AnswerResult) => {
    setProgress((current) => ({
      ...current,
      checks: { ...current.checks, [result.question_id]: result },
    }));
  }, []);

  /**
   * The server already holds an answer to this question (a check whose reply was lost, or made
   * on another device): that answer stands, and is shown as chosen with its verdict.
   */
  const adoptCommitted = useCallback(({ answers, ...verdict }: CommittedAnswer) => {
    setProgress((current) => ({
      answers: { ...current.answers, [verdict.question_id]: answers },
      checks: { ...current.checks, [verdict.question_id]: verdict },
    }));
  }, []);

  /** The test was finished: drop the stored copy, keep showing the choices. */
  const forget = useCallback(() => {
    persist.current = false;
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
  }, [key]);

  /** Start over: empty answers, stored again from the next choice. */
  const clear = useCallback(() => {
    persist.current = true;
    setProgress(empty);
  }, []);

  return { ...progress, choose, recordCheck, adoptCommitted, forget, clear };
}
