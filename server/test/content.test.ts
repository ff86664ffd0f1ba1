import { Type } from '@sinclair/typebox';
import { Paged } from '../../src/shared/contract/common';
import { Article, ArticleDetail, Event, Member, Story } from '../../src/shared/contract/content';
import { PublicProfile } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { ANNA, bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let anna: string;
let james: string;
beforeAll(async () => {
  app = await makeApp();
  anna = (await login(app, ANNA)).access;
  james = (await login(app, JAMES)).access;
});
afterAll(() => app.close());

const get = (url: string, token: string | null = null) =>
  app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });
const ids = (body: { results: { id: number }[] }) => body.results.map((r) => r.id);

describe('articles', () => {
  it('lists newest first with q (Cyrillic too) and tags', async () => {
    const res = await get('/media/articles/');
    expect(res.statusCode).toBe(200);
    expectShape(Paged(Article), res.json());
    expect(ids(res.json())).toEqual([2, 1, 4, 3]);
    expect(ids((await get(`/media/articles/?q=${encodeURIComponent('школа')}`)).json())).toEqual([
      2,
    ]);
    expect(ids((await get('/media/articles/?q=SCHOOL')).json())).toEqual([1]);
    expect(ids((await get('/media/articles/?tags=1')).json())).toEqual([2, 4]);
    expect((await get('/media/articles/?page=2')).json()).toEqual({
      detail: 'Invalid page.',
      code: 'invalid_page',
    });
  });

  it('detail marks the article viewed for the reader only', async () => {
    const res = await get('/media/articles/4/', james);
    expect(res.statusCode).toBe(200);
    expectShape(ArticleDetail, res.json());
    expect(res.json()).toMatchObject({
      id: 4,
      body: '<p>Rest well</p>',
      is_favorite: false,
      sponsor: null,
    });
    const listed = (await get('/media/articles/', james))
      .json()
      .results.find((a: { id: number }) => a.id === 4);
    expect(listed.viewed).toBe(true);
    expect(
      (await get('/media/articles/', anna)).json().results.find((a: { id: number }) => a.id === 4)
        .viewed,
    ).toBe(false);
    expect((await get('/media/articles/2/', anna)).json()).toMatchObject({
      is_favorite: true,
      sponsor: { id: 2 },
    });
    expect((await get('/media/articles/2/')).json().viewed).toBe(false);
    expect((await get('/media/articles/99/')).statusCode).toBe(404);
  });

  it('recommends articles sharing tags', async () => {
    const res = await get('/media/articles/4/recommendations/');
    expectShape(Type.Array(Article), res.json());
    expect(res.json()[0].id).toBe(2);
    expect(res.json().map((a: { id: number }) => a.id)).not.toContain(4);
  });
});

describe('events', () => {
  it('upcoming (ongoing included) soonest first, past newest first, all = both', async () => {
    const up = (await get('/events/?type=upcoming')).json();
    expectShape(Paged(Event), up);
    expect(ids(up)).toEqual([3, 1]);
    expect(up.results.map((e: Event) => e.timezone)).toEqual([null, 'Europe/London']);
    expect(ids((await get('/events/?type=past')).json())).toEqual([2]);
    expect(ids((await get('/events/')).json())).toEqual([3, 1, 2]);
    expect(ids((await get(`/events/?q=${encodeURIComponent('МАТЕМАТИКЕ')}`)).json())).toEqual([2]);
    expect((await get('/events/?type=soon')).statusCode).toBe(400);
  });

  it("one event; online events have no location; an offline one names its venue's time zone", async () => {
    const offline = (await get('/events/1/')).json();
    expectShape(Event, offline);
    expect(offline).toMatchObject({
      format: 'offline',
      timezone: 'Europe/London',
      location: '1 Main St',
      city: 1,
      sponsor: { id: 1 },
    });
    expect(Date.parse(offline.ends_at) - Date.parse(offline.starts_at)).toBe(3 * 3600_000);
    expect((await get('/events/2/')).json()).toMatchObject({
      format: 'online',
      timezone: null,
      location: null,
      city: null,
    });
    expect((await get('/events/9/')).statusCode).toBe(404);
  });
});

describe('communities', () => {
  it('lists published people by type with q', async () => {
    const all = (await get('/communities/')).json();
    expectShape(Paged(Member), all);
    expect(ids(all).sort()).toEqual([1, 3, 4, 5]);
    expect(ids((await get('/communities/?type=mentors')).json()).sort()).toEqual([1, 4]);
    expect(ids((await get('/communities/?type=experts')).json())).toEqual([3]);
    expect(ids((await get(`/communities/?q=${encodeURIComponent('оценивани')}`)).json())).toEqual([
      3,
    ]);
    expect((await get('/communities/?type=members')).statusCode).toBe(400);
  });

  it('looks for at most 200 characters of q, however many it folds into', async () => {
    // Each U+2057 folds into four primes: 200 of them are 800 characters to compare at every
    // character of every profile (lib/fold.ts `searchNeedle`). Anna's about holds 300 primes.
    const primes = (n: number) => '\u2032'.repeat(n);
    const save = await app.inject({
      method: 'POST',
      url: '/api/profile/my/',
      headers: bearer(anna),
      payload: { about: primes(300) },
    });
    expect(save.statusCode).toBe(200);
    const found = (q: string) => get(`/communities/?q=${encodeURIComponent(q)}`);
    expect(ids((await found('\u2057'.repeat(200))).json())).toEqual([1]);
    expect(ids((await found(`${primes(199)}x`)).json())).toEqual([]); // 200 that are not there
  });

  it('one member is a PublicProfile, 404 unless published', async () => {
    const res = await get('/communities/3/');
    expectShape(PublicProfile, res.json());
    expect((await get('/communities/2/')).statusCode).toBe(404);
  });
});

describe('stories', () => {
  it('lists active stories with per-user view flags; view answers 204', async () => {
    expect((await get('/stories/')).statusCode).toBe(401);
    const list = (await get('/stories/', james)).json();
    expectShape(Type.Array(Story), list);
    expect(list.map((s: { id: number }) => s.id).sort()).toEqual([1, 2]);
    expect(list.every((s: { view: boolean }) => !s.view)).toBe(true);
    const byId = (id: number) => list.find((s: { id: number }) => s.id === id);
    expect(byId(1)).toMatchObject({
      text: 'Hello and welcome.',
      link: { kind: 'article', id: 1 },
    });
    expect(byId(2)).toMatchObject({ text: 'A new course is open.', link: null });
    const view = await app.inject({
      method: 'POST',
      url: '/api/stories/2/view/',
      headers: bearer(james),
    });
    expect(view.statusCode).toBe(204);
    expect(
      (await get('/stories/', james)).json().find((s: { id: number }) => s.id === 2).view,
    ).toBe(true);
    expect((await get('/stories/', anna)).json().find((s: { id: number }) => s.id === 2).view).toBe(
      false,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/stories/42/view/', headers: bearer(james) }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/api/stories/1/view/' })).statusCode).toBe(
      401,
    );
  });
});
