/**
 * Where a test in progress is kept (useTestProgress): localStorage, per signed-in user and test.
 * Per user because a browser may be shared (a school's computer): the next learner must neither
 * see the previous one's answers, with the correct options they revealed, nor send them as
 * theirs. An Exit forgets every stored test (./testProgressListeners.ts).
 */
const PREFIX = 'learning.test.';

/** `owner`: whose session it is (the access token's subject). */
export const testStorageKey = (owner: string, testId: number) => `${PREFIX}${owner}.${testId}`;

/** Every stored test of every user of this browser, including the unowned keys of before. */
export function forgetAllTestProgress(storage: Storage = window.localStorage): void {
  try {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    /* storage disabled: nothing was stored */
  }
}
