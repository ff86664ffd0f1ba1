import { compactParams } from './queryParams';

describe('compactParams', () => {
  it('drops empty, null and undefined parameters and comma-joins arrays (SPEC §7)', () => {
    expect(
      compactParams({
        q: '',
        tags: [],
        themes: [3, 4],
        sponsors: undefined,
        page: 2,
        type: null,
        x: '  ',
      }),
    ).toEqual({ themes: '3,4', page: '2' });
  });

  it('returns undefined when nothing is left, so no "?" is added to the URL', () => {
    expect(compactParams({ q: '' })).toBeUndefined();
    expect(compactParams(undefined)).toBeUndefined();
  });
});
