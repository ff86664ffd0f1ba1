import {
  emptyFilters,
  filtersFromSearch,
  filtersReducer,
  filtersReset,
  filtersRestoredFromUrl,
  filtersToQuery,
  filtersToSearch,
  searchChanged,
  selectFilters,
  selectHasActiveFilters,
  selectSearchText,
  selectSelectedTags,
  selectSelectedThemes,
  tagsChanged,
  themesChanged,
} from './filtersSlice';

describe('filters slice', () => {
  it('starts empty (SPEC §3)', () => {
    expect(filtersReducer(undefined, { type: 'init' })).toEqual({ q: '', tags: [], themes: [] });
  });

  it('changes the search text, tags and themes; ids deduplicated and sorted', () => {
    let state = filtersReducer(emptyFilters, searchChanged('физика'));
    state = filtersReducer(state, tagsChanged([5, 2, 5, -1, 2.5]));
    state = filtersReducer(state, themesChanged([9, 3]));
    const root = { filters: state };
    expect(selectFilters(root)).toEqual({ q: 'физика', tags: [2, 5], themes: [3, 9] });
    expect(selectSearchText(root)).toBe('физика');
    expect(selectSelectedTags(root)).toEqual([2, 5]);
    expect(selectSelectedThemes(root)).toEqual([3, 9]);
    expect(selectHasActiveFilters(root)).toBe(true);
  });

  it('resets to empty (SPEC §4)', () => {
    const state = filtersReducer({ q: 'x', tags: [1], themes: [2] }, filtersReset());
    expect(state).toEqual(emptyFilters);
    expect(selectHasActiveFilters({ filters: state })).toBe(false);
    expect(selectHasActiveFilters({ filters: { ...state, q: '   ' } })).toBe(false);
  });

  it('restores from the address bar, filling what is missing', () => {
    expect(
      filtersReducer(
        { q: 'old', tags: [1], themes: [1] },
        filtersRestoredFromUrl({ tags: [4, 4] }),
      ),
    ).toEqual({ q: '', tags: [4], themes: [] });
  });
});

describe('filtersToQuery (SPEC §7)', () => {
  it('omits empty parameters', () => {
    expect(filtersToQuery(emptyFilters)).toEqual({});
    expect(filtersToQuery({ q: '  ', tags: [], themes: [] })).toEqual({});
  });

  it('comma-joins ids and trims the text', () => {
    expect(filtersToQuery({ q: ' math ', tags: [1, 2], themes: [7] })).toEqual({
      q: 'math',
      tags: '1,2',
      themes: '7',
    });
  });
});

describe('address bar round trip', () => {
  it('writes and reads ?q=&tags=&themes=', () => {
    const filters = { q: 'a b', tags: [3, 4], themes: [] };
    const search = filtersToSearch(filters);
    expect(search).toBe('?q=a+b&tags=3%2C4');
    expect(filtersFromSearch(search)).toEqual(filters);
    expect(filtersToSearch(emptyFilters)).toBe('');
  });

  it('ignores malformed ids', () => {
    expect(filtersFromSearch('?tags=1,x,-2,3.5,,4&themes=')).toEqual({
      q: '',
      tags: [1, 4],
      themes: [],
    });
  });
});
