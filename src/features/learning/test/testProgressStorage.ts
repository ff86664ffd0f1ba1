/**
 * Where a test in progress is kept (useTestProgress): localStorage, per signed-in user and test.
 * Per user because a browser may be shared (a school's computer): the next learner must neither
 * see the previous one's answers, with the correct options they revealed, nor send them as
 * theirs. An Exit forgets every stored test (./testProgressListeners.ts).
 */
import { TEST_PROGRESS_PREFIX } from '../learnerStorageKeys';

/** `owner`: whose session it is (the access token's subject). */
export const testStorageKey = (owner: string, testId: number) =>
  `${TEST_PROGRESS_PREFIX}${owner}.${testId}`;

/** Whether answers of an attempt in progress are stored (a retake the learner has begun). */
export function hasStoredProgress(owner: string, testId: number): boolean {
  try {
    return window.localStorage.getItem(testStorageKey(owner, testId)) !== null;
  } catch {
    return false; // disabled storage keeps nothing
  }
}
