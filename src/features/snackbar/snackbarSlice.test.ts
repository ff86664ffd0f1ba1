import {
  SNACKBAR_TIMEOUT_MS,
  selectCurrentSnackbar,
  showSnackbar,
  snackbarClosed,
  snackbarHeld,
  snackbarOpened,
  snackbarReducer,
  snackbarReleased,
  snackbarRequested,
  type SnackbarItem,
  type SnackbarState,
} from './snackbarSlice';
import { favoriteNotices } from './messages';

const item = (key: string): SnackbarItem => ({
  key,
  message: { id: `msg.${key}` },
  color: 'primary',
  timeout: SNACKBAR_TIMEOUT_MS,
  position: { bottom: true },
});
const reduce = (...actions: Parameters<typeof snackbarReducer>[1][]) =>
  actions.reduce<SnackbarState>(snackbarReducer, undefined as unknown as SnackbarState);
const wrap = (snackbar: SnackbarState) => ({ snackbar });

describe('snackbar slice', () => {
  it('starts with nothing shown and nothing waiting', () => {
    expect(reduce({ type: 'init' })).toEqual({ current: null, queue: [], held: false });
  });

  it('queues a request and opens it on snackbarOpened', () => {
    const requested = reduce(snackbarRequested(item('a')));
    expect(requested.queue).toEqual([item('a')]);
    expect(selectCurrentSnackbar(wrap(requested))).toBeNull();

    const opened = snackbarReducer(requested, snackbarOpened({ key: 'a' }));
    expect(opened).toEqual({ current: item('a'), queue: [], held: false });
  });

  it('is held by the current item only, and let go when it closes', () => {
    const opened = reduce(snackbarRequested(item('a')), snackbarOpened({ key: 'a' }));
    expect(snackbarReducer(opened, snackbarHeld({ key: 'old' })).held).toBe(false);
    const held = snackbarReducer(opened, snackbarHeld({ key: 'a' }));
    expect(held.held).toBe(true);
    expect(snackbarReducer(held, snackbarReleased({ key: 'a' })).held).toBe(false);
    expect(snackbarReducer(held, snackbarClosed({ key: 'a' }))).toEqual({
      current: null,
      queue: [],
      held: false,
    });
  });

  it('drops older waiting requests when a newer one opens (the newest message wins)', () => {
    const state = reduce(
      snackbarRequested(item('a')),
      snackbarRequested(item('b')),
      snackbarRequested(item('c')),
      snackbarOpened({ key: 'b' }),
    );
    expect(state.current?.key).toBe('b');
    expect(state.queue.map((i) => i.key)).toEqual(['c']);
  });

  it('ignores an open for a key that is not waiting', () => {
    const state = reduce(snackbarRequested(item('a')));
    expect(snackbarReducer(state, snackbarOpened({ key: 'zzz' }))).toBe(state);
  });

  it('closes only the item it names (a late auto-close cannot close a newer message)', () => {
    const shown = reduce(snackbarRequested(item('a')), snackbarOpened({ key: 'a' }));
    expect(snackbarReducer(shown, snackbarClosed({ key: 'old' })).current?.key).toBe('a');
    expect(snackbarReducer(shown, snackbarClosed({ key: 'a' })).current).toBeNull();
  });
});

describe('showSnackbar', () => {
  it('fills the SPEC §9 defaults: primary, 3000 ms, bottom, serializable message descriptor', () => {
    const action = showSnackbar(favoriteNotices.courseAdded);
    expect(action.type).toBe('snackbar/snackbarRequested');
    expect(action.payload).toEqual({
      key: expect.any(String),
      message: { id: 'notice.favorites.courseAdded', defaultMessage: 'Course added to favorites' },
      color: 'primary',
      timeout: 3000,
      position: { bottom: true },
    });
    expect(JSON.parse(JSON.stringify(action))).toEqual(action);
  });

  it('takes options and message values, and gives each request its own key', () => {
    const first = showSnackbar(
      { id: 'x', values: { count: 2 } },
      { color: 'error', timeout: 0, icon: 'heart', buttonText: 'snackbar.close' },
    );
    const second = showSnackbar({ id: 'x' });
    expect(first.payload).toMatchObject({
      message: { id: 'x', values: { count: 2 } },
      color: 'error',
      timeout: 0,
      icon: 'heart',
      buttonText: 'snackbar.close',
    });
    expect(first.payload.key).not.toBe(second.payload.key);
  });
});
