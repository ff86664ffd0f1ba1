/**
 * A Finish pressed as the session died (the end call came back 401 and the refresh was refused:
 * the server took nothing) is remembered beside the stored answers, and carried out when the
 * same learner is back on the test after logging in again (decision: src/shared/api/REAUTH.md
 * "A test finished as the session died"). The mark is per learner and test (a shared browser's
 * next learner finishes nothing), is forgotten at Exit with the answers (its key starts with the
 * test progress prefix), is taken once (the first tab to open the test sends, a second finds no
 * mark), and goes stale after 30 minutes: a learner back the next day sees the answers and
 * decides again.
 */
import { testStorageKey } from './testProgressStorage';

/** Long enough for a login by mail code, short enough that the press is still the learner's wish. */
export const FINISH_AFTER_LOGIN_MS = 30 * 60 * 1000;

const markKey = (owner: string, testId: number) => `${testStorageKey(owner, testId)}.finish`;

/** The end call met a session that had ended: finish once the learner is back. */
export function rememberFinish(owner: string, testId: number, now = Date.now()): void {
  try {
    window.localStorage.setItem(markKey(owner, testId), String(now));
  } catch {
    /* storage disabled: the learner presses Finish again, as before */
  }
}

/** Whether a recent Finish waits to be carried out; the mark is removed either way. */
export function takeFinish(owner: string, testId: number, now = Date.now()): boolean {
  try {
    const key = markKey(owner, testId);
    const pressedAt = Number(window.localStorage.getItem(key));
    window.localStorage.removeItem(key);
    return pressedAt > 0 && pressedAt <= now && now - pressedAt < FINISH_AFTER_LOGIN_MS;
  } catch {
    return false;
  }
}
