import { http, HttpResponse } from 'msw';
import { flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { profileApi } from '@/features/profile/profileApi';
import { catalogueApi } from './catalogueApi';
import { learningApi } from './learningApi';

const { endpoints } = learningApi;

describe('learning calls', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('searches the catalogue with empty parameters omitted and ids comma-joined (SPEC §7)', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${API}/media/search/`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ count: 0, page: 1, next: null, previous: null, results: [] });
      }),
    );
    const store = loggedInStore();
    await store.dispatch(
      catalogueApi.endpoints.searchCatalogue.initiate({
        q: '',
        tags: '1,2',
        themes: undefined,
        page: 1,
      }),
    );
    await store.dispatch(catalogueApi.endpoints.searchCatalogue.initiate({}));
    expect(urls).toEqual(['?tags=1%2C2&page=1', '']);
  });

  it('a point answered 200 reloads the open module (SPEC §4); a start only patches it', async () => {
    let loads = 0;
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/courses/modules/5/`, () => {
        loads += 1;
        return HttpResponse.json({ id: 5, progress: null, is_favorite: false });
      }),
      http.post(`${API}/courses/modules/5/start/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ progress: { status: false } });
      }),
      http.post(`${API}/courses/modules/5/point/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ progress: { status: true } });
      }),
    );
    const store = loggedInStore();
    const subscription = store.dispatch(endpoints.getModule.initiate(5));
    await subscription;
    await store.dispatch(endpoints.startModule.initiate({ id: 5, object_id: 31 }));
    await flush();
    expect(loads).toBe(1);
    expect(endpoints.getModule.select(5)(store.getState()).data?.progress).toEqual({
      status: false,
    });

    await store.dispatch(endpoints.pointModule.initiate({ id: 5, object_id: 31, label: 'video' }));
    await flush();
    expect(loads).toBe(2);
    expect(bodies).toEqual([
      { label: 'video', object_id: 31 },
      { label: 'video', object_id: 31 },
    ]);
    subscription.unsubscribe();
  });

  it('posts a point with the default label "material" (SPEC §7)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/courses/modules/5/point/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ progress: null });
      }),
    );
    await loggedInStore().dispatch(endpoints.pointModule.initiate({ id: 5, object_id: 77 }));
    expect(bodies).toEqual([{ label: 'material', object_id: 77 }]);
  });

  it('sorts test questions by id and reports a failed test load', async () => {
    server.use(
      http.get(`${API}/tests/1/`, () =>
        HttpResponse.json({ id: 1, name: 'T', questions: [{ id: 3 }, { id: 1 }, { id: 2 }] }),
      ),
      http.get(`${API}/tests/2/`, () => HttpResponse.json({ detail: 'no' }, { status: 404 })),
    );
    const store = loggedInStore();
    const { data } = await store.dispatch(endpoints.getTest.initiate(1));
    expect(data?.questions.map((q) => q.id)).toEqual([1, 2, 3]);
    await store.dispatch(endpoints.getTest.initiate(2));
    expect(store.getState().snackbar.current?.message.defaultMessage).toBe(
      'There was an error loading the test',
    );
  });

  it('finishing a test refreshes the module and the certificates', async () => {
    let moduleLoads = 0;
    let certificateLoads = 0;
    server.use(
      http.get(`${API}/courses/modules/5/`, () => {
        moduleLoads += 1;
        return HttpResponse.json({
          id: 5,
          is_favorite: false,
          test: { id: 8, done: moduleLoads > 1 },
        });
      }),
      http.get(`${API}/profile/certificates/`, () => {
        certificateLoads += 1;
        return HttpResponse.json([]);
      }),
      http.post(`${API}/tests/8/end/`, () =>
        HttpResponse.json({ score: 1, total: 1, passed: true, answers: [] }),
      ),
    );
    const store = loggedInStore();
    const module = store.dispatch(endpoints.getModule.initiate(5));
    const certificates = store.dispatch(profileApi.endpoints.getCertificates.initiate());
    await Promise.all([module, certificates]);
    await store.dispatch(
      endpoints.endTest.initiate({ testId: 8, answers: [{ question_id: 1, answers: [2] }] }),
    );
    await flush();
    expect([moduleLoads, certificateLoads]).toEqual([2, 2]);
    module.unsubscribe();
    certificates.unsubscribe();
  });

  it('reports a module that fails to load (SPEC §8)', async () => {
    server.use(
      http.get(`${API}/courses/modules/6/`, () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    );
    const store = loggedInStore();
    await store.dispatch(endpoints.getModule.initiate(6));
    expect(store.getState().snackbar.current?.message.defaultMessage).toBe(
      'There was an error loading the module',
    );
  });

  it("start, point and end refresh Home's course list (a course's path moves with its sessions)", async () => {
    let searches = 0;
    server.use(
      http.get(`${API}/media/search/`, () => {
        searches += 1;
        return HttpResponse.json({ count: 0, page: 1, next: null, previous: null, results: [] });
      }),
      http.post(`${API}/courses/modules/5/start/`, () =>
        HttpResponse.json({ progress: { status: false } }),
      ),
      http.post(`${API}/courses/modules/5/point/`, () =>
        HttpResponse.json({ progress: { status: true } }),
      ),
      http.post(`${API}/tests/7/end/`, () =>
        HttpResponse.json({ score: 1, total: 1, passed: true, answers: [] }),
      ),
    );
    const store = loggedInStore();
    // What Home's "Continue learning" asks: courses only, so no module tag covers it.
    const query = { type: 'course', progress: 'viewed', page_size: 3 } as const;
    await store.dispatch(catalogueApi.endpoints.searchCatalogue.initiate(query));
    expect(searches).toBe(1);
    await store.dispatch(endpoints.startModule.initiate({ id: 5, object_id: 31 }));
    await flush();
    expect(searches).toBe(2);
    await store.dispatch(endpoints.pointModule.initiate({ id: 5, object_id: 31, label: 'video' }));
    await flush();
    expect(searches).toBe(3);
    await store.dispatch(endpoints.endTest.initiate({ testId: 7, answers: [] }));
    await flush();
    expect(searches).toBe(4);
  });
});
