/**
 * A test in progress: the chosen options and the checked answers, kept in localStorage per test
 * id so that a reload (or coming back later) loses nothing; forgotten once the test is finished
 * (the choices stay on screen beside the result). Render its user with key={testId}.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerResult } from '@/shared/contract/learning';

export interface TestProgress {
  /** question id -> chosen option ids */
  answers: Record<number, number[]>;
  /** question id -> the server's verdict for the answer that was checked */
  checks: Record<number, AnswerResult>;
}

const empty: TestProgress = { answers: {}, checks: {} };
export const testStorageKey = (testId: number) => `learning.test.${testId}`;

function read(testId: number): TestProgress {
  try {
    const raw = window.localStorage.getItem(testStorageKey(testId));
    const parsed = raw ? (JSON.parse(raw) as Partial<TestProgress>) : null;
    if (!parsed || typeof parsed.answers !== 'object' || typeof parsed.checks !== 'object')
      return empty;
    return { answers: parsed.answers ?? {}, checks: parsed.checks ?? {} };
  } catch {
    return empty; // unreadable or disabled storage: start afresh
  }
}

export function useTestProgress(testId: number) {
  const [progress, setProgress] = useState<TestProgress>(() => read(testId));
  const persist = useRef(true);

  useEffect(() => {
    if (!persist.current) return;
    try {
      if (Object.keys(progress.answers).length === 0)
        window.localStorage.removeItem(testStorageKey(testId));
      else window.localStorage.setItem(testStorageKey(testId), JSON.stringify(progress));
    } catch {
      /* storage full or disabled: progress then lives for this page only */
    }
  }, [testId, progress]);

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

  /** The test was finished: drop the stored copy, keep showing the choices. */
  const forget = useCallback(() => {
    persist.current = false;
    try {
      window.localStorage.removeItem(testStorageKey(testId));
    } catch {
      /* nothing stored */
    }
  }, [testId]);

  /** Start over: empty answers, stored again from the next choice. */
  const clear = useCallback(() => {
    persist.current = true;
    setProgress(empty);
  }, []);

  return { ...progress, choose, recordCheck, forget, clear };
}
