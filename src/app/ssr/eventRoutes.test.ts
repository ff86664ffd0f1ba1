/**
 * The events list's head as src/server.tsx gets it: its queries run against the (mocked) API,
 * then the route's head reads their answers.
 */
import { http, HttpResponse } from 'msw';
import { createIntl } from 'react-intl';
import { makeStore } from '@/app/store';
import { emptyAuthState } from '@/features/auth/authSlice';
import { api } from '@/shared/api/baseApi';
import { API, server } from '@/test/msw/server';
import { catalogues } from '@/test/utils';
import { eventRoutes } from './eventRoutes';

const listRoute = eventRoutes[0];

async function headOf(search: string, pages: number) {
  server.use(
    http.get(`${API}/references/cities/`, () => HttpResponse.json([])),
    http.get(`${API}/events/`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
      return page > pages
        ? HttpResponse.json({ detail: 'Invalid page.', code: 'invalid_page' }, { status: 404 })
        : HttpResponse.json({ count: 12 * pages, page, next: null, previous: null, results: [] });
    }),
  );
  const store = makeStore(
    { auth: emptyAuthState, preferences: { locale: 'en', theme: null } },
    { apiBaseUrl: API },
  );
  const context = { params: { type: 'all' }, search };
  for (const start of listRoute.load!(context)) store.dispatch(start as never);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  return listRoute.head({
    ...context,
    state: store.getState(),
    intl: createIntl({ locale: 'en', messages: catalogues.en }),
    origin: 'https://edu.example',
    pathname: '/events/all',
  });
}

test('a page past the end of the events list is a 404 out of search results, not an empty 200', async () => {
  // Before: /events/all?page=99 answered 200 with "There is no such page" (a soft 404).
  expect(await headOf('?page=3', 2)).toMatchObject({ missing: true, noindex: true });
  const first = await headOf('', 2);
  expect(first?.missing).toBeUndefined();
  expect(first?.noindex).toBeUndefined();
});

test('each page of the list is its own canonical address, the first without ?page', async () => {
  expect((await headOf('?page=2&q=x&utm_source=mail', 2))?.canonicalPath).toBe(
    '/events/all?page=2',
  );
  expect((await headOf('', 2))?.canonicalPath).toBeUndefined();
  expect((await headOf('?page=1', 2))?.canonicalPath).toBeUndefined();
});
