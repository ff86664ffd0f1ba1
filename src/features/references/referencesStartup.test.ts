import { http, HttpResponse } from 'msw';
import { appStarted } from '@/shared/lib/appEvents';
import { API, server } from '@/test/msw/server';
import { makeStore } from '@/app/store';
import { loggedInStore, visitorStore } from '@/test/utils';
import {
  selectCityName,
  selectCities,
  selectReferenceStatus,
  selectTags,
  selectThemes,
} from './referencesSlice';

const lists = {
  cities: [
    { id: 1, name: 'Moscow' },
    { id: 2, name: 'Kazan' },
  ],
  'work-places': [{ id: 1, name: 'School 1' }],
  specializations: [{ id: 1, name: 'Maths' }],
  universities: [{ id: 1, name: 'MSU' }],
  sponsors: [{ id: 1, name: 'Acme', label: 'acme', logo: '', description: '', website: '' }],
  tags: [{ id: 5, name: 'Video', label: 'video', theme: 'base' }],
};

function serveLists(fail: string[] = []) {
  const seen: { path: string; auth: string | null }[] = [];
  const handler = (path: string, body: object) =>
    http.get(`${API}${path}`, ({ request }) => {
      seen.push({ path, auth: request.headers.get('authorization') });
      return fail.includes(path)
        ? HttpResponse.json({ detail: 'down' }, { status: 500 })
        : HttpResponse.json(body);
    });
  server.use(
    ...Object.entries(lists).map(([name, body]) => handler(`/references/${name}/`, body)),
    handler('/courses/themes/', [{ id: 3, name: 'Pedagogy' }]),
    http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])),
  );
  return seen;
}

async function settle(store: ReturnType<typeof loggedInStore>) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return store.getState();
}

describe('startup loading of the reference and filter lists', () => {
  it('loads all seven lists once, without a token, into the references slice', async () => {
    const seen = serveLists();
    const store = loggedInStore();
    store.dispatch(appStarted());
    const state = await settle(store);

    expect(seen.map((s) => s.path).sort()).toEqual(
      [...Object.keys(lists).map((n) => `/references/${n}/`), '/courses/themes/'].sort(),
    );
    expect(seen.every((s) => s.auth === null)).toBe(true);
    expect(selectCities(state)).toEqual(lists.cities);
    expect(selectCityName(state, 2)).toBe('Kazan');
    expect(selectCityName(state, 99)).toBeNull();
    expect(selectTags(state)).toEqual(lists.tags);
    expect(selectThemes(state)).toEqual([{ id: 3, name: 'Pedagogy' }]);
    expect(selectReferenceStatus(state, 'universities')).toBe('loaded');
  });

  it('shows the SPEC §8 message of a list that fails, and keeps the others', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    serveLists(['/references/work-places/']);
    const store = loggedInStore();
    store.dispatch(appStarted());
    const state = await settle(store);

    expect(selectReferenceStatus(state, 'workPlaces')).toBe('failed');
    expect(selectCities(state)).toHaveLength(2);
    expect(state.snackbar.current?.message).toEqual({
      id: 'notice.references.workPlaces',
      defaultMessage: 'There was an error loading jobs',
    });
  });

  it('does not ask again for the lists a server-rendered page handed over', async () => {
    const seen = serveLists();
    const handedOver = makeStore().getState().references;
    const store = visitorStore({
      references: {
        ...handedOver,
        tags: [{ id: 5, name: 'Video', label: 'video', theme: 'base' }],
        themes: [{ id: 3, name: 'Pedagogy' }],
        status: { ...handedOver.status, tags: 'loaded', themes: 'loaded' },
      },
    });
    store.dispatch(appStarted());
    const state = await settle(store);

    expect(seen.map((s) => s.path).sort()).toEqual(
      ['cities', 'sponsors', 'specializations', 'universities', 'work-places']
        .map((n) => `/references/${n}/`)
        .sort(),
    );
    expect(selectTags(state)).toEqual(lists.tags);
    expect(selectCities(state)).toEqual(lists.cities);
  });
});
