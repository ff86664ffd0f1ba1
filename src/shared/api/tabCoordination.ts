/**
 * What the tabs of one browser share to keep one session (./sessionSync.ts, REAUTH.md):
 * - a lock, so that only one tab at a time renews the tokens (the server rotates the refresh token
 *   on every renewal and treats a second use of the old one as theft: the whole session is revoked);
 * - a channel, to tell the other tabs at once about new tokens, a login and a logout;
 * - a "the tab became visible" signal, to re-read the cookies (the browser-wide truth) when no
 *   channel exists or a message was missed.
 * Each part may be missing (old browsers, Web Locks need a secure origin, jsdom): the re-auth then
 * still re-reads the cookies before refreshing. Tests inject fakes shared by two stores.
 */
export interface TabLock {
  /** Runs `task` while no other tab runs a task under the same lock. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /**
   * Leaves word, for `ms`, that this tab rotated `refreshToken`; resolves once every other tab
   * can see it. Called under the lock, before it is released.
   */
  markRotated(refreshToken: string, ms: number): Promise<void>;
  /** Whether a tab rotated `refreshToken` within its mark's time. */
  wasRotated(refreshToken: string): Promise<boolean>;
}

export type SessionMessage =
  { type: 'tokens'; access: string; refresh: string } | { type: 'loggedOut' };

export interface TabChannel {
  /** Delivered to every other tab, not to this one (BroadcastChannel semantics). */
  post(message: SessionMessage): void;
  /** Returns a function that stops listening. */
  listen(onMessage: (message: SessionMessage) => void): () => void;
}

export interface TabCoordination {
  lock: TabLock | null;
  channel: TabChannel | null;
  /** Calls back each time the tab becomes visible again; returns a function that stops it. */
  onVisible: ((callback: () => void) => () => void) | null;
}

/** Nothing shared: what a store gets by default (tests, and browsers without any of the APIs). */
export const noTabCoordination: TabCoordination = { lock: null, channel: null, onVisible: null };

export const SESSION_LOCK_NAME = 'edu-session-refresh';
/**
 * A held lock of this name says the token it ends with was rotated. The lock manager is one for
 * the whole browser, so a tab granted the refresh lock after the rotating tab sees the mark, while
 * the cookies and the channel message it wrote may still be on their way to that tab's process.
 * The signature's tail tells tokens apart, and the name stays short.
 */
const rotatedMarkName = (refreshToken: string) => `edu-session-rotated ${refreshToken.slice(-24)}`;
export const SESSION_CHANNEL_NAME = 'edu-session';

/** Messages come from our own origin, but a stale bundle in another tab may speak differently. */
export function isSessionMessage(data: unknown): data is SessionMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'loggedOut') return true;
  return (
    message.type === 'tokens' &&
    typeof message.access === 'string' &&
    typeof message.refresh === 'string'
  );
}

function browserLock(): TabLock | null {
  const locks =
    typeof navigator === 'undefined'
      ? undefined
      : (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks || typeof locks.request !== 'function') return null;
  // request() resolves with what the callback returns, a promise here, which it flattens.
  return {
    run: <T>(task: () => Promise<T>) =>
      locks.request(SESSION_LOCK_NAME, () => task()) as unknown as Promise<T>,
    markRotated: (refreshToken, ms) =>
      new Promise<void>((granted) => {
        void locks.request(rotatedMarkName(refreshToken), () => {
          granted();
          return new Promise((lapse) => setTimeout(lapse, ms));
        });
      }),
    async wasRotated(refreshToken) {
      const { held = [] } = await locks.query();
      return held.some((lock) => lock.name === rotatedMarkName(refreshToken));
    },
  };
}

function browserChannel(): TabChannel | null {
  if (typeof BroadcastChannel !== 'function') return null;
  let channel: BroadcastChannel;
  try {
    channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
  } catch {
    return null;
  }
  return {
    post: (message) => channel.postMessage(message),
    listen(onMessage) {
      const handler = (event: MessageEvent) => {
        if (isSessionMessage(event.data)) onMessage(event.data);
      };
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}

function browserVisibility(): TabCoordination['onVisible'] {
  if (typeof document === 'undefined') return null;
  return (callback) => {
    const handler = () => {
      if (document.visibilityState === 'visible') callback();
    };
    document.addEventListener('visibilitychange', handler);
    return () => document.removeEventListener('visibilitychange', handler);
  };
}

/** The real browser APIs, each where it exists. The app shell (src/main.tsx) passes this to makeStore. */
export function browserTabCoordination(): TabCoordination {
  return { lock: browserLock(), channel: browserChannel(), onVisible: browserVisibility() };
}
