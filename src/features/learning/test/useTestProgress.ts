/**
 * A test in progress: the chosen options and the checked answers, kept in localStorage per user
 * and test (./testProgressStorage.ts) so that a reload (or coming back later) loses nothing;
 * forgotten once the test is finished (the choices stay on screen beside the result). Another
 * tab on the same test shares it: writes merge with what is stored, and this tab adopts the
 * other's writes (./mergeProgress.ts). Render its user with a key of the owner and the test id.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CommittedAnswer, AnswerResult } from '@/shared/contract/learning';
import { testStorageKey } from './testProgressStorage';
import { mergeProgress, type TestProgress } from './mergeProgress';

const empty: TestProgress = { answers: {}, checks: {} };

function parse(raw: string | null): TestProgress {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TestProgress>) : null;
    if (!parsed || typeof parsed.answers !== 'object' || typeof parsed.checks !== 'object')
      return empty;
    return { answers: parsed.answers ?? {}, checks: parsed.checks ?? {} };
  } catch {
    return empty; // unreadable: start afresh
  }
}

function read(key: string): TestProgress {
  try {
    return parse(window.localStorage.getItem(key));
  } catch {
    return empty; // disabled storage
  }
}

/** Keeps `current` (no render, no write) when the merge changes nothing. */
const sameAs = (current: TestProgress, next: TestProgress) =>
  JSON.stringify(current) === JSON.stringify(next) ? current : next;

/** `owner`: whose session it is (the access token's subject). */
export function useTestProgress(owner: string, testId: number) {
  const key = testStorageKey(owner, testId);
  const [progress, setProgress] = useState<TestProgress>(() => read(key));
  const persist = useRef(true);
  /** The questions this tab chose in itself: its choice there outranks another tab's. */
  const touched = useRef(new Set<number>());

  useEffect(() => {
    if (!persist.current) return;
    try {
      const merged = mergeProgress(read(key), progress, touched.current);
      const raw = JSON.stringify(merged);
      if (Object.keys(merged.answers).length === 0) window.localStorage.removeItem(key);
      else if (window.localStorage.getItem(key) !== raw) window.localStorage.setItem(key, raw);
    } catch {
      /* storage full or disabled: progress then lives for this page only */
    }
  }, [key, progress]);

  // Another tab wrote (the event never fires in the writing tab). A removal (that tab finished
  // the test, or its learner exited) leaves this tab's answers be.
  useEffect(() => {
    const adopt = (event: StorageEvent) => {
      if (event.key !== key || event.newValue === null || !persist.current) return;
      const stored = parse(event.newValue);
      setProgress((current) => sameAs(current, mergeProgress(stored, current, touched.current)));
    };
    window.addEventListener('storage', adopt);
    return () => window.removeEventListener('storage', adopt);
  }, [key]);

  /** A checked answer is final (the server keeps it), so a checked question ignores new choices. */
  const choose = useCallback((questionId: number, optionIds: number[]) => {
    touched.current.add(questionId);
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

  /**
   * Start over: empty answers, stored again from the next choice. Whatever another tab stored
   * meanwhile belongs to the attempt that was just closed, and is no part of the new one.
   */
  const clear = useCallback(() => {
    forget();
    persist.current = true;
    touched.current = new Set();
    setProgress(empty);
  }, [forget]);

  return { ...progress, choose, recordCheck, adoptCommitted, forget, clear };
}
