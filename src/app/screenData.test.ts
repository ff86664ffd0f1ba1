import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { loggedInStore, visitorStore } from '@/test/utils';
import type { ServerState } from '@/shared/api/serverState';
import { screenDataLoaded } from './screenData';

/** A server's page of event 7, rendered for a visitor: the event as a visitor got it. */
const serverState: ServerState = {
  api: {
    queries: {
      'getEvent(7)': {
        status: 'fulfilled',
        endpointName: 'getEvent',
        requestId: 'server',
        originalArgs: 7,
        startedTimeStamp: 1,
        fulfilledTimeStamp: 2,
        data: { id: 7, name: "The visitor's answer" },
      },
    },
    mutations: {},
    provided: { tags: {}, keys: {} },
    subscriptions: {},
    config: {},
  },
  references: {},
};

const eventIn = (store: ReturnType<typeof visitorStore>) =>
  (store.getState().api.queries['getEvent(7)']?.data as { name?: string } | undefined)?.name;

/** The event's endpoint, answering `name` after `delayMs`; records the Authorization headers. */
function serveEvent(name: string, delayMs = 0) {
  const asked: (string | null)[] = [];
  server.use(
    http.get(`${API}/events/7/`, async ({ request }) => {
      asked.push(request.headers.get('authorization'));
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return HttpResponse.json({ id: 7, name });
    }),
    // The startup's own queries (appStarted is not dispatched here, but a listener may ask).
    http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])),
  );
  return asked;
}

describe('screenDataLoaded', () => {
  test("a visitor (Russian, dark theme) takes the server's answers and asks nothing", async () => {
    const asked = serveEvent('asked again');
    const store = visitorStore();
    await screenDataLoaded(store, serverState, '/events/all/7');
    expect(eventIn(store)).toBe("The visitor's answer");
    expect(asked).toEqual([]);
  });

  test("a signed-in reader's screen waits for the server's queries asked again with the session", async () => {
    // The event's endpoint is injected by the screen's chunk: this test file never imports it.
    const asked = serveEvent("The member's answer", 100);
    const store = loggedInStore('a1', 'r1');
    let done = false;
    const loaded = screenDataLoaded(store, serverState, '/events/all/7').then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    await loaded;
    expect(eventIn(store)).toBe("The member's answer");
    expect(asked).toEqual(['Bearer a1']);
  });

  test('a slow API holds the screen back at most maxWaitMs', async () => {
    serveEvent('late', 5000);
    const store = loggedInStore('a1', 'r1');
    const started = Date.now();
    await screenDataLoaded(store, serverState, '/events/all/7', 200);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(eventIn(store)).toBeUndefined();
  });

  test("a page the server rendered without data (a protected screen's shell) is drawn at once", async () => {
    const store = loggedInStore('a1', 'r1');
    const empty: ServerState = {
      api: { ...(serverState.api as object), queries: {} },
      references: {},
    };
    let done = false;
    void screenDataLoaded(store, empty, '/main').then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(true);
  });
});
