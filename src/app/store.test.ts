import { api } from '@/shared/api/baseApi';
import { makeStore } from './store';

describe('makeStore', () => {
  it('has one slice per domain plus the API cache', () => {
    expect(Object.keys(makeStore().getState()).sort()).toEqual(
      ['api', 'auth', 'favorites', 'filters', 'preferences', 'references', 'snackbar'].sort(),
    );
    expect(api.reducerPath).toBe('api');
  });

  it('reads the stored tokens on startup (SPEC §2)', () => {
    document.cookie = 'accessToken=a-cookie; path=/';
    document.cookie = 'refreshToken=r-cookie; path=/';
    expect(makeStore().getState().auth).toMatchObject({
      accessToken: 'a-cookie',
      refreshToken: 'r-cookie',
    });
  });

  it('takes a partial preloaded state and builds an independent store each time', () => {
    const one = makeStore({ filters: { q: 'x', tags: [], themes: [] } });
    const two = makeStore();
    expect(one.getState().filters.q).toBe('x');
    expect(two.getState().filters.q).toBe('');
  });

  it('keeps its state serializable (DevTools)', () => {
    const state = makeStore().getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
