/**
 * A fake browser for the tab-sync tests: every tab made by `fakeBrowser().tab()` shares one lock
 * and one channel, like the tabs of one browser share Web Locks and a BroadcastChannel (the cookie
 * jar, document.cookie, is shared by jsdom already). The lock also carries the marks of rotated
 * refresh tokens, as the real lock manager's held locks do. Messages reach the other tabs only, a moment
 * later and as copies, as with the real channel.
 */
import type { SessionMessage, TabCoordination } from '@/shared/api/tabCoordination';

export function fakeBrowser() {
  let tail: Promise<unknown> = Promise.resolve();
  const lockRuns: number[] = [];
  const rotated = new Set<string>();
  const listeners = new Set<{ tab: number; onMessage: (message: SessionMessage) => void }>();
  const posted: SessionMessage[] = [];
  let tabs = 0;

  function tab(options: { lock?: boolean; channel?: boolean } = {}): TabCoordination {
    const id = (tabs += 1);
    return {
      lock:
        options.lock === false
          ? null
          : {
              run<T>(task: () => Promise<T>): Promise<T> {
                const result = tail.then(() => {
                  lockRuns.push(id);
                  return task();
                });
                tail = result.catch(() => undefined);
                return result;
              },
              markRotated(refreshToken, ms) {
                rotated.add(refreshToken);
                setTimeout(() => rotated.delete(refreshToken), ms);
                return Promise.resolve();
              },
              wasRotated: (refreshToken) => Promise.resolve(rotated.has(refreshToken)),
            },
      channel:
        options.channel === false
          ? null
          : {
              post(message) {
                posted.push(message);
                const copy = JSON.parse(JSON.stringify(message)) as SessionMessage;
                setTimeout(() => listeners.forEach((l) => l.tab !== id && l.onMessage(copy)), 0);
              },
              listen(onMessage) {
                const entry = { tab: id, onMessage };
                listeners.add(entry);
                return () => listeners.delete(entry);
              },
            },
      onVisible: null,
    };
  }

  return { tab, lockRuns, posted };
}
