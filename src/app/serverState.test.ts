import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { API, server as api } from '@/test/msw/server';
import type { Course } from '@/shared/contract/learning';
import { learningApi } from '@/features/learning/learningApi';
import { SERVER_STATE_ELEMENT_ID, serverStateReceived } from '@/shared/api/serverState';
import { jsonForScript } from './ssr/head';
import { readServerState, renderedAsThisBrowser } from './serverState';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SERVER_STATE_ELEMENT_ID;
    script.textContent = text;
    doc.body.append(script);
  }
  return doc;
}

describe('readServerState', () => {
  test('reads the escaped JSON the server wrote, null without it or when malformed', () => {
    const state = { api: { queries: { 'x(undefined)': { data: '</script>' } } }, references: {} };
    expect(readServerState(pageWith(jsonForScript(state)))).toEqual(state);
    expect(readServerState(pageWith(null))).toBeNull();
    expect(readServerState(pageWith('{not json'))).toBeNull();
  });
});

describe('renderedAsThisBrowser', () => {
  test("a visitor in the page's language hydrates, in either theme; a session or another language does not", () => {
    const visitor = makeStore().getState();
    expect(renderedAsThisBrowser(visitor)).toBe(true);
    expect(
      renderedAsThisBrowser({
        ...visitor,
        auth: { ...visitor.auth, refreshToken: 'r', accessToken: 'a' },
      }),
    ).toBe(false);
    expect(renderedAsThisBrowser({ ...visitor, preferences: { locale: 'ru', theme: null } })).toBe(
      false,
    );
    // A chosen theme hydrates too: what depends on it is drawn as on the server meanwhile.
    expect(
      renderedAsThisBrowser({ ...visitor, preferences: { locale: 'en', theme: 'dark' } }),
    ).toBe(true);
  });

  test("a page rendered in Russian (the reader's cookie) hydrates in a Russian browser only", () => {
    const visitor = makeStore().getState();
    const russian = { ...visitor, preferences: { locale: 'ru' as const, theme: null } };
    expect(renderedAsThisBrowser(russian, 'ru')).toBe(true);
    expect(renderedAsThisBrowser(visitor, 'ru')).toBe(false);
    // A shared cache gave a Russian reader the English page: drawn anew.
    expect(renderedAsThisBrowser(russian, 'en')).toBe(false);
  });
});

describe('rehydration', () => {
  test("the server's API cache enters the store through extractRehydrationInfo", async () => {
    const server = makeStore();
    await server.dispatch(
      learningApi.util.upsertQueryData('getCourse', 1, { id: 1, name: 'C' } as Course),
    );
    const client = makeStore();
    client.dispatch(
      serverStateReceived({ api: server.getState().api, references: server.getState().references }),
    );
    expect(client.getState().api.queries['getCourse(1)']).toMatchObject({
      status: 'fulfilled',
      data: { id: 1, name: 'C' },
    });
  });

  test('a page rendered "not found" is not asked for again when it hydrates; a failed one is', async () => {
    const asked: string[] = [];
    api.use(
      http.get(`${API}/courses/:id/`, ({ params }) => {
        asked.push(String(params.id));
        return params.id === '404'
          ? HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
          : new HttpResponse(null, { status: 502 });
      }),
    );
    const server = makeStore();
    for (const id of [404, 502]) {
      const rendered = server.dispatch(learningApi.endpoints.getCourse.initiate(id));
      await rendered;
      rendered.unsubscribe();
    }
    expect(asked).toEqual(['404', '502']);

    const client = makeStore();
    client.dispatch(
      serverStateReceived({ api: server.getState().api, references: server.getState().references }),
    );
    const hydrated = [404, 502].map((id) =>
      client.dispatch(learningApi.endpoints.getCourse.initiate(id)),
    );
    await Promise.all(hydrated);
    // The 502 is asked again (the API may be back); the 404 stays, still an error with its status.
    expect(asked).toEqual(['404', '502', '502']);
    expect(learningApi.endpoints.getCourse.select(404)(client.getState())).toMatchObject({
      isError: true,
      error: { status: 404 },
    });
    // An explicit refetch (focus, reconnect, a press) still asks.
    await hydrated[0].refetch();
    expect(asked).toEqual(['404', '502', '502', '404']);
    hydrated.forEach((subscription) => subscription.unsubscribe());
  });
});
