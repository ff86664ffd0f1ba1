import { parseListQuery } from './useListQuery';

describe('parseListQuery', () => {
  it('ignores malformed ids and pages', () => {
    expect(parseListQuery('?tags=1,x,-2,3.5,,4&themes=&page=0')).toEqual({
      q: '',
      tags: [1, 4],
      themes: [],
      page: 1,
    });
  });
});
