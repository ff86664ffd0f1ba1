/**
 * The same test open in two tabs: the one that finishes passes its result to the other, which
 * shows it too. Before, the other tab kept the questions and its Finish button, with no word that
 * the attempt was closed: a press there within a minute got the same result back (docs/api.md
 * "end again"), a later one opened and scored a second attempt with the same answers.
 * The result crosses through localStorage (a `storage` event reaches every other tab of the
 * origin) and is removed at once, so nothing lingers for a page opened later, which shows the
 * pass or a fresh attempt as usual. Per learner and test, as the answers are.
 */
import { useEffect, useRef } from 'react';
import type { EndTestResult } from '@/shared/contract/learning';
import { testStorageKey } from './testProgressStorage';

const resultKey = (owner: string, testId: number) => `${testStorageKey(owner, testId)}.result`;

/** Tells this learner's other tabs on the test that it was finished, with what. */
export function announceResult(owner: string, testId: number, outcome: EndTestResult): void {
  try {
    const key = resultKey(owner, testId);
    window.localStorage.setItem(key, JSON.stringify(outcome));
    window.localStorage.removeItem(key);
  } catch {
    /* storage disabled: the other tab learns of it when the learner finishes there */
  }
}

/** Calls `onResult` with a result another tab announced for this learner's test. */
export function useResultFromOtherTab(
  owner: string,
  testId: number,
  onResult: (outcome: EndTestResult) => void,
): void {
  const latest = useRef(onResult);
  useEffect(() => {
    latest.current = onResult;
  });
  useEffect(() => {
    const key = resultKey(owner, testId);
    const receive = (event: StorageEvent) => {
      if (event.key !== key || !event.newValue) return;
      try {
        latest.current(JSON.parse(event.newValue) as EndTestResult);
      } catch {
        /* unreadable: ignored */
      }
    };
    window.addEventListener('storage', receive);
    return () => window.removeEventListener('storage', receive);
  }, [owner, testId]);
}
