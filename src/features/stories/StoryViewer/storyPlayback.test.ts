import { nextPosition, previousPosition } from './storyPlayback';

describe('story playback order', () => {
  const shape = [2, 0, 1];

  it('goes through the files of a story, then to the next story with files, then ends', () => {
    expect(nextPosition(shape, { story: 0, file: 0 })).toEqual({ story: 0, file: 1 });
    expect(nextPosition(shape, { story: 0, file: 1 })).toEqual({ story: 2, file: 0 });
    expect(nextPosition(shape, { story: 2, file: 0 })).toBeNull();
  });

  it('goes back file by file, into the last file of the previous story, and stays at the very start', () => {
    expect(previousPosition(shape, { story: 2, file: 0 })).toEqual({ story: 0, file: 1 });
    expect(previousPosition(shape, { story: 0, file: 1 })).toEqual({ story: 0, file: 0 });
    expect(previousPosition(shape, { story: 0, file: 0 })).toEqual({ story: 0, file: 0 });
  });
});
