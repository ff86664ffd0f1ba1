import { http, HttpResponse } from 'msw';
import { flush } from '@/test/deferred';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { storiesApi } from './storiesApi';

const story = (id: number) => ({
  id,
  name: `S${id}`,
  show_start: '',
  show_end: '',
  view: false,
  thumbnail: '',
  files: [],
});

describe('stories', () => {
  it('marks a story seen in place, without reloading the list', async () => {
    let loads = 0;
    server.use(
      http.get(`${API}/stories/`, () => {
        loads += 1;
        return HttpResponse.json([story(1), story(2)]);
      }),
      http.post(`${API}/stories/2/view/`, () => new HttpResponse(null, { status: 204 })),
    );
    const store = loggedInStore();
    const list = store.dispatch(storiesApi.endpoints.listStories.initiate());
    await list;
    await store.dispatch(storiesApi.endpoints.markStoryViewed.initiate(2));
    await flush();
    expect(
      storiesApi.endpoints.listStories
        .select()(store.getState())
        .data?.map((s) => s.view),
    ).toEqual([false, true]);
    expect(loads).toBe(1);
    list.unsubscribe();
  });

  it('undoes the mark when the server refuses it', async () => {
    server.use(
      http.get(`${API}/stories/`, () => HttpResponse.json([story(1)])),
      http.post(`${API}/stories/1/view/`, () =>
        HttpResponse.json({ detail: 'x' }, { status: 500 }),
      ),
    );
    const store = loggedInStore();
    const list = store.dispatch(storiesApi.endpoints.listStories.initiate());
    await list;
    await store.dispatch(storiesApi.endpoints.markStoryViewed.initiate(1));
    await flush();
    expect(storiesApi.endpoints.listStories.select()(store.getState()).data?.[0].view).toBe(false);
    list.unsubscribe();
  });
});
