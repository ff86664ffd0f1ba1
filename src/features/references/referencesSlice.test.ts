import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { referencesApi } from './referencesApi';
import { selectReferenceStatus, selectSponsors, selectUniversityName } from './referencesSlice';

const sponsor = (id: number, name: string) => ({
  id,
  name,
  label: name.toLowerCase(),
  logo: '',
  description: '',
  website: '',
});

describe('references slice', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('goes idle -> loading -> loaded and answers name lookups', async () => {
    server.use(
      http.get(`${API}/references/universities/`, () =>
        HttpResponse.json([{ id: 4, name: 'MSU' }]),
      ),
    );
    const store = loggedInStore();
    expect(selectReferenceStatus(store.getState(), 'universities')).toBe('idle');
    const loading = store.dispatch(referencesApi.endpoints.getUniversities.initiate());
    expect(selectReferenceStatus(store.getState(), 'universities')).toBe('loading');
    await loading;
    expect(selectReferenceStatus(store.getState(), 'universities')).toBe('loaded');
    expect(selectUniversityName(store.getState(), 4)).toBe('MSU');
    expect(selectUniversityName(store.getState(), null)).toBeNull();
  });

  it('keeps the lists after the API cache is reset at logout', async () => {
    server.use(
      http.get(`${API}/references/universities/`, () =>
        HttpResponse.json([{ id: 4, name: 'MSU' }]),
      ),
    );
    const store = loggedInStore();
    await store.dispatch(referencesApi.endpoints.getUniversities.initiate());
    store.dispatch(referencesApi.util.resetApiState());
    expect(selectUniversityName(store.getState(), 4)).toBe('MSU');
  });

  it('a sponsor fetched by id completes the sponsor list', async () => {
    server.use(
      http.get(`${API}/references/sponsors/3/`, () => HttpResponse.json(sponsor(3, 'Acme'))),
    );
    const store = loggedInStore();
    await store.dispatch(referencesApi.endpoints.getSponsor.initiate(3));
    expect(selectSponsors(store.getState()).find((s) => s.id === 3)?.name).toBe('Acme');
  });

  it('a sponsor that fails to load shows "There was an error loading sponsors" (SPEC §8)', async () => {
    server.use(
      http.get(`${API}/references/sponsors/3/`, () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    );
    const store = loggedInStore();
    await store.dispatch(referencesApi.endpoints.getSponsor.initiate(3));
    expect(store.getState().snackbar.current?.message.defaultMessage).toBe(
      'There was an error loading sponsors',
    );
  });

  it.each([
    ['/references/tags/', 'getTags', 'There was an error loading tags'],
    ['/courses/themes/', 'getThemes', 'There was an error loading themes'],
  ] as const)('a failed %s gets its own message', async (path, endpoint, text) => {
    server.use(http.get(`${API}${path}`, () => HttpResponse.error()));
    const store = loggedInStore();
    await store.dispatch(referencesApi.endpoints[endpoint].initiate());
    expect(store.getState().snackbar.current?.message.defaultMessage).toBe(text);
  });
});
