import { loggedOut } from '@/features/auth/authSlice';
import { loggedInStore } from '@/test/utils';
import { testStorageKey } from './testProgressStorage';

const stored = () => Object.keys({ ...window.localStorage }).sort();

function storeSomeTests() {
  window.localStorage.setItem(testStorageKey('7', 1), '{"answers":{"1":[2]},"checks":{}}');
  window.localStorage.setItem(testStorageKey('8', 2), '{"answers":{"3":[4]},"checks":{}}');
  // Kept before progress was per learner.
  window.localStorage.setItem('learning.test.3', '{"answers":{},"checks":{}}');
  window.localStorage.setItem('locale', 'ru');
}

beforeEach(() => window.localStorage.clear());

test.each(['user', 'elsewhere'] as const)(
  'an Exit (%s) forgets every stored test of this browser, and nothing else',
  (reason) => {
    storeSomeTests();
    loggedInStore().dispatch(loggedOut({ reason }));
    expect(stored()).toEqual(['locale']);
  },
);

test('a session that expired keeps them: the same learner signs in again and carries on', () => {
  storeSomeTests();
  loggedInStore().dispatch(loggedOut({ reason: 'expired' }));
  expect(stored()).toEqual([
    'learning.test.3',
    testStorageKey('7', 1),
    testStorageKey('8', 2),
    'locale',
  ]);
});
