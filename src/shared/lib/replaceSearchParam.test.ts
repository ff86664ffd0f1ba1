import { replaceSearchParam } from './replaceSearchParam';

describe('replaceSearchParam', () => {
  beforeEach(() => window.history.replaceState({ idx: 3 }, '', '/education/all?q=a%20b'));

  it('sets, changes and removes one parameter in place, keeping the entry and the others', () => {
    const entries = window.history.length;
    replaceSearchParam('shown', '24');
    expect(window.location.search).toBe('?q=a+b&shown=24');
    replaceSearchParam('shown', '36');
    expect(window.location.search).toBe('?q=a+b&shown=36');
    replaceSearchParam('shown', '');
    expect(window.location.search).toBe('?q=a+b');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('writes nothing when the value is already there (the query is not spelled anew)', () => {
    const replace = jest.spyOn(window.history, 'replaceState');
    replaceSearchParam('page', '');
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?q=a%20b');
    replace.mockRestore();
  });
});
