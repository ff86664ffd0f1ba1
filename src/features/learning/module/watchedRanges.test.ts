import { loggedOut } from '@/features/auth/authSlice';
import { loggedInStore } from '@/test/utils';
import { readPosition, writePosition } from '@/shared/lib/playbackPosition';
import {
  isWatched,
  mergeRanges,
  readWatched,
  watchedKey,
  writeWatched,
  WATCHED_SHARE,
} from './watchedRanges';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges, and drops empty ones', () => {
    expect(
      mergeRanges([
        [50, 60],
        [0, 10],
        [10, 20],
        [15, 30],
        [40, 40],
      ]),
    ).toEqual([
      [0, 30],
      [50, 60],
    ]);
  });

  it(`counts a video as watched from ${WATCHED_SHARE * 100}% played, replays counted once`, () => {
    expect(isWatched([[0, 89.9]], 100)).toBe(false);
    expect(isWatched([[0, 90]], 100)).toBe(true);
    expect(
      isWatched(
        [
          [0, 50],
          [0, 50],
          [40, 50],
        ],
        100,
      ),
    ).toBe(false);
    expect(
      isWatched(
        [
          [0, 45],
          [55, 100],
        ],
        100,
      ),
    ).toBe(true);
  });

  it('never counts a video of unknown length', () => {
    expect(isWatched([[0, 1000]], NaN)).toBe(false);
    expect(isWatched([[0, 1000]], Infinity)).toBe(false);
    expect(isWatched([[0, 1000]], 0)).toBe(false);
  });

  it('keeps each learner’s ranges apart, and ignores what is not ranges', () => {
    writeWatched('7', 11, [[0, 12.34]]);
    expect(readWatched('7', 11)).toEqual([[0, 12.4]]);
    expect(readWatched('8', 11)).toEqual([]);
    window.localStorage.setItem(watchedKey('8', 11), '{"0":[0,100]}');
    expect(readWatched('8', 11)).toEqual([]);
    window.localStorage.setItem(watchedKey('8', 11), '[[0,"100"],[-1,5],[1,2]]');
    expect(readWatched('8', 11)).toEqual([[1, 2]]);
  });

  it('forgets every learner’s ranges and video positions on Exit, and keeps them when a session expires', () => {
    writeWatched('7', 11, [[0, 50]]);
    writeWatched('8', 12, [[0, 5]]);
    window.localStorage.setItem('locale', 'ru');
    writePosition(11, 42); // where the video stopped: the next learner is not resumed there
    loggedInStore().dispatch(loggedOut({ reason: 'expired' }));
    expect(readWatched('7', 11)).toEqual([[0, 50]]);
    expect(readPosition(11)).toBe(42);
    loggedInStore().dispatch(loggedOut({ reason: 'elsewhere' }));
    expect(readWatched('7', 11)).toEqual([]);
    expect(readWatched('8', 12)).toEqual([]);
    expect(Object.keys({ ...window.localStorage })).toEqual(['locale']);
  });
});
