import { Type } from '@sinclair/typebox';
import { NamedItem, Sponsor, Tag } from '../../src/shared/contract/common';
import type { App } from '../context';
import { expectShape, makeApp } from './helpers';

let app: App;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const get = (url: string, headers = {}) => app.inject({ url: `/api${url}`, headers });

describe('reference lists', () => {
  it.each([
    ['/references/cities/', NamedItem, 3],
    ['/references/work-places/', NamedItem, 2],
    ['/references/specializations/', NamedItem, 2],
    ['/references/universities/', NamedItem, 2],
    ['/references/sponsors/', Sponsor, 2],
    ['/references/tags/', Tag, 4],
    ['/courses/themes/', NamedItem, 3],
  ])('GET %s', async (url, schema, count) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expectShape(Type.Array(schema), res.json());
    expect(res.json()).toHaveLength(count);
  });

  it('ignore the Authorization header, even an invalid one', async () => {
    expect((await get('/references/tags/', { authorization: 'Bearer broken' })).statusCode).toBe(
      200,
    );
    expect((await get('/courses/themes/', { authorization: 'Bearer broken' })).statusCode).toBe(
      200,
    );
    expect(
      (await get('/references/sponsors/1/', { authorization: 'Bearer broken' })).statusCode,
    ).toBe(200);
  });

  it('one sponsor, with its logo as a media URL', async () => {
    const res = await get('/references/sponsors/2/');
    expectShape(Sponsor, res.json());
    expect(res.json()).toMatchObject({
      id: 2,
      name: 'Учитель',
      logo: '/api/media/files/logos/uchitel.svg',
    });
    expect((await get('/references/sponsors/9/')).statusCode).toBe(404);
    expect((await get('/references/sponsors/abc/')).statusCode).toBe(404);
  });
});
