import { browserTabCoordination } from './tabCoordination';

/**
 * Web Locks as the browser keeps them: a request's callback holds its lock until the promise it
 * returned settles; query() lists the held ones. jsdom has no navigator.locks.
 */
function installLockManager() {
  const held = new Set<string>();
  const locks = {
    async request(name: string, callback: () => Promise<unknown>) {
      held.add(name);
      try {
        return await callback();
      } finally {
        held.delete(name);
      }
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name })) }),
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return () => Reflect.deleteProperty(navigator, 'locks');
}

describe('the browser lock marks a rotated refresh token for the other tabs', () => {
  let uninstall: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    uninstall = installLockManager();
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });

  it('is seen while it stands, for that token only, and lapses after its time', async () => {
    // Only the lock is under test; a real channel would keep Jest's process open.
    const channel = jest.spyOn(globalThis, 'BroadcastChannel').mockImplementation(() => {
      throw new Error('no channel in this test');
    });
    const lock = browserTabCoordination().lock!;
    channel.mockRestore();
    await lock.markRotated('header.payload.signature-of-r1', 30_000);

    expect(await lock.wasRotated('header.payload.signature-of-r1')).toBe(true);
    expect(await lock.wasRotated('header.payload.signature-of-r2')).toBe(false);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(await lock.wasRotated('header.payload.signature-of-r1')).toBe(false);
  });
});
