/** The events list's head as src/server.tsx gets it (serverRouteHead). */
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { serverRouteHead } from '@/test/serverRouteHead';
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
  return serverRouteHead(listRoute, { params: { type: 'all' }, search, pathname: '/events/all' });
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
  // A page past the end is no address of the list.
  expect((await headOf('?page=3', 2))?.canonicalPath).toBeUndefined();
});
