import { Type } from '@sinclair/typebox';
import { Paged } from '../../src/shared/contract/common';
import { Course, ModuleSummary } from '../../src/shared/contract/learning';
import type { App } from '../context';
import { ANNA, bearer, expectShape, login, makeApp } from './helpers';

const CataloguePage = Paged(Type.Union([Course, ModuleSummary]));
let app: App;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const search = async (qs: string, headers = {}) => {
  const res = await app.inject({ url: `/api/media/search/${qs}`, headers });
  return { status: res.statusCode, body: res.json() };
};
const ids = (body: { results: { type: string; id: number }[] }) =>
  body.results.map((r) => `${r.type[0]}${r.id}`);

describe('GET /media/search/', () => {
  it('lists courses (newest first) before published modules, for visitors', async () => {
    const { status, body } = await search('');
    expect(status).toBe(200);
    expectShape(CataloguePage, body);
    expect(body.count).toBe(7);
    expect(ids(body)).toEqual(['c2', 'c3', 'c1', 'm3', 'm4', 'm1', 'm2']);
    expect(ids(body)).not.toContain('m5'); // unpublished
  });

  it('matches q case-insensitively, Cyrillic too', async () => {
    expect(ids((await search(`?q=${encodeURIComponent('обучении')}`)).body)).toEqual(['c2']);
    expect(ids((await search(`?q=${encodeURIComponent('ВИДЕОУРОКИ')}`)).body)).toEqual(['m3']);
    expect(ids((await search('?q=GROUP%20WORK')).body)).toEqual(['m2']);
  });

  it('filters by tags, themes, sponsors (any id within one filter, all filters together) and type', async () => {
    expect(ids((await search('?tags=3')).body)).toEqual(['c3', 'm4']);
    expect(ids((await search('?tags=3,2')).body)).toEqual(['c2', 'c3', 'c1', 'm3', 'm4', 'm2']);
    expect(ids((await search('?themes=2&type=module')).body)).toEqual(['m3', 'm2']);
    expect(ids((await search('?sponsors=1')).body)).toEqual(['c1', 'm1', 'm2']); // modules take their course's sponsor
    expect(ids((await search('?sponsors=1&tags=2')).body)).toEqual(['c1', 'm2']);
    expect(ids((await search('?type=course')).body)).toEqual(['c2', 'c3', 'c1']);
  });

  it('pages with next/previous and answers 404 past the last page', async () => {
    const first = (await search('?page_size=3')).body;
    expect(first).toMatchObject({
      count: 7,
      page: 1,
      previous: null,
      next: '/api/media/search/?page_size=3&page=2',
    });
    const third = (await search('?page_size=3&page=3')).body;
    expect(ids(third)).toEqual(['m2']);
    expect(third.next).toBeNull();
    expect(third.previous).toBe('/api/media/search/?page_size=3&page=2');
    expect(await search('?page_size=3&page=4')).toEqual({
      status: 404,
      body: { detail: 'Invalid page.', code: 'invalid_page' },
    });
    expect((await search('?page=999999999999')).status).toBe(404);
    expect((await search('?page=99999999999999999999')).status).toBe(400);
    expect((await search('?q=zzzz')).body).toMatchObject({ count: 0, results: [] });
  });

  it('answers 400 for bad parameters', async () => {
    for (const qs of [
      '?page=0',
      '?page=abc',
      '?page=1.5',
      '?page_size=101',
      '?page_size=0',
      '?type=video',
      '?tags=a,b',
      '?tags=1,,2',
      `?q=${'x'.repeat(201)}`,
    ]) {
      const { status, body } = await search(qs);
      expect([qs, status]).toEqual([qs, 400]);
      expect(body).toEqual({ detail: expect.any(String), code: 'invalid_query' });
    }
  });

  it('marks paid content and fills per-user fields with a token', async () => {
    const visitor = (await search('?type=course')).body.results;
    expect(visitor.find((c: Course) => c.id === 2)).toMatchObject({
      has_access: false,
      payment_config: { price: 49, currency: 'USD' },
      is_favorite: false,
    });
    const { access } = await login(app, ANNA);
    const user = (await search('', bearer(access))).body.results;
    expect(user.find((c: Course) => c.type === 'course' && c.id === 2).has_access).toBe(true);
    expect(user.find((c: Course) => c.type === 'course' && c.id === 1).is_favorite).toBe(true);
    expect(user.find((m: ModuleSummary) => m.type === 'module' && m.id === 1).progress).toEqual({
      status: true,
    });
    expect(user.find((m: ModuleSummary) => m.type === 'module' && m.id === 2).progress).toEqual({
      status: false,
    });
    expect(user.find((m: ModuleSummary) => m.type === 'module' && m.id === 4).progress).toBeNull();
  });

  it('progress=viewed|completed: the user’s started or completed modules, in catalogue order', async () => {
    const { access } = await login(app, ANNA); // fixture: module 1 completed, module 2 viewed
    const viewed = await search('?type=module&progress=viewed&page_size=3', bearer(access));
    expect(viewed.status).toBe(200);
    expectShape(CataloguePage, viewed.body);
    expect(viewed.body).toMatchObject({ count: 1, next: null });
    expect(ids(viewed.body)).toEqual(['m2']);
    expect(viewed.body.results[0].progress).toEqual({ status: false });
    expect(ids((await search('?progress=completed', bearer(access))).body)).toEqual(['m1']); // no courses
    expect(ids((await search('?progress=viewed&tags=3', bearer(access))).body)).toEqual([]); // with the other filters

    // Started later: listed in catalogue order, not by when (m3 comes before m2 in the catalogue).
    const start = await app.inject({
      method: 'POST',
      url: '/api/courses/modules/3/start/',
      headers: bearer(access),
      payload: { label: 'video', object_id: 3 },
    });
    expect(start.statusCode).toBe(200);
    const two = await search('?type=module&progress=viewed&page_size=1', bearer(access));
    expect(ids(two.body)).toEqual(['m3']);
    expect(two.body).toMatchObject({ count: 2, next: expect.stringContaining('page=2') });
  });

  it('progress for a visitor: an empty page, not 401; an unknown value is 400', async () => {
    expect(await search('?type=module&progress=viewed')).toMatchObject({
      status: 200,
      body: { count: 0, results: [] },
    });
    const bad = await search('?progress=started');
    expect(bad).toEqual({
      status: 400,
      body: { detail: expect.any(String), code: 'invalid_query' },
    });
  });

  it('answers 401 to an invalid token even though visitors may read', async () => {
    expect((await search('', bearer('nonsense'))).status).toBe(401);
    expect((await search('', { authorization: 'Basic abc' })).status).toBe(401);
  });
});
