import { Type } from '@sinclair/typebox';
import { Paged } from '../../src/shared/contract/common';
import { FavoriteItem } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { ANNA, bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let anna: string;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  anna = (await login(app, ANNA)).access;
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null) =>
  app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {} });
const list = async (token: string) =>
  (await call('GET', '/profile/favorites/', token)).json() as FavoriteItem[];
const keys = (items: FavoriteItem[]) =>
  items.map((i) => `${i.type}:${(i.object as { id: number }).id}`);

describe('favorites', () => {
  it('the combined list, newest first, keeps unpublished modules flagged', async () => {
    const items = await list(anna);
    expectShape(Type.Array(FavoriteItem), items);
    expect(keys(items)).toEqual(['course:1', 'module:1', 'module:5', 'article:2']);
    const hidden = items.find((i) => i.type === 'module' && i.object.id === 5)!;
    expect(hidden).toMatchObject({
      is_published: false,
      parent_course: { id: 3, name: 'Math Basics' },
    });
    expect(items[0].parent_course).toBeNull();
  });

  it('POST answers 200 (also when present), DELETE 204 (also when absent), for every kind', async () => {
    for (const url of [
      '/courses/3/favorite/',
      '/courses/modules/4/favorite/',
      '/media/articles/3/favorite/',
    ]) {
      const added = await call('POST', url, james);
      expect([url, added.statusCode]).toEqual([url, 200]);
      expect(added.json()).toEqual({ detail: expect.any(String) });
      expect((await call('POST', url, james)).statusCode).toBe(200);
    }
    expect(keys(await list(james))).toEqual(['article:3', 'module:4', 'course:3']);
    for (const url of [
      '/courses/3/favorite/',
      '/courses/modules/4/favorite/',
      '/media/articles/3/favorite/',
    ]) {
      const removed = await call('DELETE', url, james);
      expect(removed.statusCode).toBe(204);
      expect(removed.body).toBe('');
      expect((await call('DELETE', url, james)).statusCode).toBe(204);
    }
    expect(await list(james)).toEqual([]);
    expect((await call('GET', '/courses/3/', james)).json().is_favorite).toBe(false);
  });

  it('an unpublished module can be removed but not added; unknown ids are 404', async () => {
    expect((await call('POST', '/courses/modules/5/favorite/', james)).statusCode).toBe(404);
    expect((await call('DELETE', '/courses/modules/5/favorite/', anna)).statusCode).toBe(204);
    expect((await call('POST', '/courses/99/favorite/', james)).statusCode).toBe(404);
    expect((await call('POST', '/media/articles/abc/favorite/', james)).statusCode).toBe(404);
  });

  it('pages each kind by 3', async () => {
    for (const id of [1, 2, 3, 4]) await call('POST', `/media/articles/${id}/favorite/`, james);
    const first = (await call('GET', '/profile/favorites/article/', james)).json();
    expectShape(Paged(FavoriteItem), first);
    expect(first).toMatchObject({
      count: 4,
      page: 1,
      previous: null,
      next: '/api/profile/favorites/article/?page=2',
    });
    expect(first.results.map((i: FavoriteItem) => i.object.id)).toEqual([4, 3, 2]);
    const second = (await call('GET', '/profile/favorites/article/?page=2', james)).json();
    expect(second.results.map((i: FavoriteItem) => i.object.id)).toEqual([1]);
    expect((await call('GET', '/profile/favorites/article/?page=3', james)).json()).toEqual({
      detail: 'Invalid page.',
      code: 'invalid_page',
    });
    expect((await call('GET', '/profile/favorites/course/', james)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    expect((await call('GET', '/profile/favorites/module/', anna)).json().count).toBe(2);
    expect((await call('GET', '/profile/favorites/video/', anna)).statusCode).toBe(404);
  });

  it('is personal: 401 without a token, and users never see each other’s', async () => {
    for (const url of ['/profile/favorites/', '/profile/favorites/course/'])
      expect((await call('GET', url, null)).statusCode).toBe(401);
    expect((await call('POST', '/courses/1/favorite/', null)).statusCode).toBe(401);
    expect((await call('DELETE', '/courses/1/favorite/', null)).statusCode).toBe(401);
    await call('DELETE', '/courses/1/favorite/', james);
    expect(keys(await list(anna))).toContain('course:1');
  });

  it('accepts an empty JSON body on POST', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/courses/1/favorite/',
      headers: { ...bearer(james), 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});
