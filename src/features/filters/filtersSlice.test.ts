import { parseListQuery } from '@/shared/lib/useListQuery';
import {
  emptyFilters,
  filtersReducer,
  filtersReset,
  filtersRestoredFromUrl,
  filtersToQuery,
  filtersToSearch,
  searchChanged,
  selectFilters,
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
  });

  it('resets to empty (SPEC §4)', () => {
    const state = filtersReducer({ q: 'x', tags: [1], themes: [2] }, filtersReset());
    expect(state).toEqual(emptyFilters);
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
  it('writes ?q=&tags=&themes= that the list query reads back', () => {
    const filters = { q: 'a b', tags: [3, 4], themes: [] };
    const search = filtersToSearch(filters);
    expect(search).toBe('?q=a+b&tags=3%2C4');
    expect(parseListQuery(search)).toEqual({ ...filters, page: 1 });
    expect(filtersToSearch(emptyFilters)).toBe('');
  });
});
