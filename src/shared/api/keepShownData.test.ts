import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { loggedInStore } from '@/test/utils';
import { eventsApi } from '@/features/events/eventsApi';

const { getEvent } = eventsApi.endpoints;
const EVENT = { id: 7, name: 'Micro-Teaching Lab' };

/** The event fetched once, then answered as `then` says: the store and its subscription. */
async function fetchedThen(then: () => Response) {
  let calls = 0;
  server.use(
    http.get(`${API}/events/7/`, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json(EVENT) : then();
    }),
  );
  const store = loggedInStore();
  const subscription = store.dispatch(getEvent.initiate(7));
  await subscription;
  await subscription.refetch();
  subscription.unsubscribe();
  return getEvent.select(7)(store.getState());
}

describe('a query fetched again while its data is shown', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps that data when the network fails (offline, the connection just back)', async () => {
    const shown = await fetchedThen(() => HttpResponse.error());
    expect(shown.isError).toBe(false);
    expect(shown.data).toEqual(EVENT);
  });

  it("shows the API's answer: a 404 says the event is gone", async () => {
    const shown = await fetchedThen(() =>
      HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    );
    expect(shown.isError).toBe(true);
  });

  it('a first fetch that fails on the network is an error: there is nothing to keep', async () => {
    server.use(http.get(`${API}/events/7/`, () => HttpResponse.error()));
    const store = loggedInStore();
    await store.dispatch(getEvent.initiate(7));
    expect(getEvent.select(7)(store.getState()).isError).toBe(true);
  });
});
