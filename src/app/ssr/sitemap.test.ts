import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { publicPaths, SITEMAP_MAX_URLS, sitemapXml } from './sitemap';

/** Answers a paged list of `count` items with ids from `firstId`, as the API pages it. */
function pagedList(count: number, firstId = 1) {
  const asked: URLSearchParams[] = [];
  const answer = (request: Request) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('page_size') ?? 12);
    const ids = Array.from({ length: count }, (_, i) => firstId + i).slice(
      (page - 1) * size,
      page * size,
    );
    return HttpResponse.json({
      count,
      page,
      next: page * size < count ? `?page=${page + 1}` : null,
      previous: null,
      results: ids.map((id) => ({ id, name: `Item ${id}` })),
    });
  };
  return { answer, asked };
}

function serveSite({ courses = 2, modules = 2, events = 1, members = 1 } = {}) {
  // The catalogue answers both kinds: courses from 1, sessions from 1000.
  const catalogue = { course: pagedList(courses, 1), module: pagedList(modules, 1000) };
  const eventsList = pagedList(events, 50);
  const membersList = pagedList(members, 70);
  server.use(
    http.get(`${API}/media/search/`, ({ request }) => {
      const type = new URL(request.url).searchParams.get('type') as 'course' | 'module';
      return catalogue[type].answer(request);
    }),
    http.get(`${API}/events/`, ({ request }) => eventsList.answer(request)),
    http.get(`${API}/communities/`, ({ request }) => membersList.answer(request)),
    http.get(`${API}/references/sponsors/`, () =>
      HttpResponse.json([{ id: 3, name: 'Northwind', logo: null }]),
    ),
  );
  return {
    modulesAsked: catalogue.module.asked,
    eventsAsked: eventsList.asked,
    membersAsked: membersList.asked,
  };
}

describe('publicPaths', () => {
  test('every public page: the lists, then each course, session, sponsor, event and profile', async () => {
    serveSite({ courses: 2, modules: 2, events: 1, members: 1 });
    expect(await publicPaths(API)).toEqual([
      '/education/all',
      '/education/courses',
      '/education/modules',
      '/events/all',
      '/events/upcoming',
      '/events/past',
      '/education/course/1',
      '/education/course/2',
      '/education/module/1000',
      '/education/module/1001',
      '/education/sponsor/3',
      '/events/all/50',
      '/publish/70',
    ]);
  });

  test('a list longer than a page is read page by page, 100 at a time, to its end', async () => {
    const { modulesAsked, eventsAsked, membersAsked } = serveSite({ modules: 250 });
    const found = await publicPaths(API);
    expect(modulesAsked.map((params) => [params.get('page'), params.get('page_size')])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(found.filter((p) => p.startsWith('/education/module/'))).toHaveLength(250);
    expect(found).toContain('/education/module/1249');
    // Only the published: the event list of every kind, the community of every kind.
    expect(eventsAsked[0].get('type')).toBe('all');
    expect(membersAsked[0].get('type')).toBe('all');
  });

  test('an item published while the pages are read moves the next page: each id listed once', async () => {
    serveSite();
    // Page 2 starts with page 1's last event: one was published in between.
    server.use(
      http.get(`${API}/events/`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const ids = page === 1 ? [1, 2] : [2, 3];
        return HttpResponse.json({
          count: 4,
          page,
          next: page === 1 ? '?page=2' : null,
          previous: null,
          results: ids.map((id) => ({ id })),
        });
      }),
    );
    const events = (await publicPaths(API)).filter((p) => /^\/events\/all\/\d+$/.test(p));
    expect(events).toEqual(['/events/all/1', '/events/all/2', '/events/all/3']);
  });

  test('a list that fails fails the whole sitemap (no half-made list of pages)', async () => {
    serveSite();
    server.use(http.get(`${API}/events/`, () => HttpResponse.json({}, { status: 500 })));
    await expect(publicPaths(API)).rejects.toBeDefined();
  });

  test('at most the addresses one sitemap file may hold: no list read past them', async () => {
    const { modulesAsked } = serveSite({ courses: 2, modules: 250 });
    const found = await publicPaths(API, 150);
    expect(found).toHaveLength(150);
    expect(modulesAsked).toHaveLength(2);
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });
});

describe('sitemapXml', () => {
  test('absolute addresses on the public origin, escaped for XML', () => {
    const xml = sitemapXml('https://edu.example/', ['/education/all', "/publish/1?a=1&b='2'"]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://edu.example/education/all</loc></url>',
        '<url><loc>https://edu.example/publish/1?a=1&amp;b=%272%27</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
