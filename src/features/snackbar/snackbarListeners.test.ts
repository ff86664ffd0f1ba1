import { actionTypes, mockAppStore } from '@/test/mockAppStore';
import { showSnackbar, snackbarClosed, snackbarHeld, snackbarReleased } from './snackbarSlice';

/** The snackbar events only, as `type:key`, with keys renamed a, b, c... in order of appearance. */
function timeline(store: ReturnType<typeof mockAppStore>): string[] {
  const names = new Map<string, string>();
  const name = (key: string) =>
    names.get(key) ?? (names.set(key, String.fromCharCode(97 + names.size)), names.get(key)!);
  return store
    .getActions()
    .filter((action) => action.type.startsWith('snackbar/'))
    .map((action) => {
      const payload = action.payload as { key: string };
      return `${action.type.replace('snackbar/snackbar', '')}:${name(payload.key)}`;
    });
}

describe('snackbar timing (SPEC §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens a message at once when nothing is shown, and closes it after 3000 ms', async () => {
    const store = mockAppStore();
    store.dispatch(showSnackbar({ id: 'one' }));
    expect(timeline(store)).toEqual(['Requested:a', 'Opened:a']);
    await jest.advanceTimersByTimeAsync(2999);
    expect(store.getState().snackbar.current?.message.id).toBe('one');
    await jest.advanceTimersByTimeAsync(1);
    expect(timeline(store)).toEqual(['Requested:a', 'Opened:a', 'Closed:a']);
    expect(store.getState().snackbar.current).toBeNull();
  });

  it('a held message stays past its 3000 ms, and closes 1000 ms after it is let go', async () => {
    const store = mockAppStore();
    store.dispatch(showSnackbar({ id: 'one' }));
    const key = store.getState().snackbar.current!.key;
    store.dispatch(snackbarHeld({ key }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.getState().snackbar.current?.key).toBe(key);
    store.dispatch(snackbarReleased({ key }));
    await jest.advanceTimersByTimeAsync(999);
    expect(store.getState().snackbar.current?.key).toBe(key);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().snackbar.current).toBeNull();
  });

  it('a new message first closes the current one, then opens after 250 ms', async () => {
    const store = mockAppStore();
    store.dispatch(showSnackbar({ id: 'one' }));
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(showSnackbar({ id: 'two' }));
    expect(timeline(store)).toEqual(['Requested:a', 'Opened:a', 'Requested:b', 'Closed:a']);

    await jest.advanceTimersByTimeAsync(249);
    expect(store.getState().snackbar.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(timeline(store)).toEqual([
      'Requested:a',
      'Opened:a',
      'Requested:b',
      'Closed:a',
      'Opened:b',
    ]);

    // The first message's timer was cancelled: only the second closes, 3000 ms after it opened.
    await jest.advanceTimersByTimeAsync(3000);
    expect(timeline(store).slice(5)).toEqual(['Closed:b']);
  });

  it('a burst ends on the newest message, still 250 ms after the last close', async () => {
    const store = mockAppStore();
    store.dispatch(showSnackbar({ id: 'one' }));
    store.dispatch(showSnackbar({ id: 'two' }));
    await jest.advanceTimersByTimeAsync(100);
    store.dispatch(showSnackbar({ id: 'three' }));
    await jest.advanceTimersByTimeAsync(249);
    expect(store.getState().snackbar.current).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().snackbar.current?.message.id).toBe('three');
    expect(store.getState().snackbar.queue).toEqual([]);
  });

  it('can be closed by hand; the pending auto-close then does nothing to the next message', async () => {
    const store = mockAppStore();
    store.dispatch(showSnackbar({ id: 'one' }));
    const { key } = store.getState().snackbar.current!;
    store.dispatch(snackbarClosed({ key }));
    expect(store.getState().snackbar.current).toBeNull();
    store.dispatch(showSnackbar({ id: 'two' }));
    expect(store.getState().snackbar.current?.message.id).toBe('two');
    await jest.advanceTimersByTimeAsync(2999);
    expect(store.getState().snackbar.current?.message.id).toBe('two');
  });

  it('a timeout of 0 keeps the message until it is closed', async () => {
    const store = mockAppStore();
    store.dispatch(showSnackbar({ id: 'sticky' }, { timeout: 0 }));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(store.getState().snackbar.current?.message.id).toBe('sticky');
    expect(actionTypes(store)).not.toContain('snackbar/snackbarClosed');
  });
});
