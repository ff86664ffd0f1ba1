import { Type } from '@sinclair/typebox';
import { Course, ModuleDetail, ModuleSummary } from '../../src/shared/contract/learning';
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

const get = (url: string, token?: string) =>
  app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });

describe('GET /courses/{id}/', () => {
  it('answers the course with its published modules in order', async () => {
    const res = await get('/courses/3/');
    expect(res.statusCode).toBe(200);
    expectShape(Course, res.json());
    expect(res.json()).toMatchObject({
      type: 'course',
      id: 3,
      modules_count: 1,
      sponsor: null,
      color_scheme: 'L',
    });
    expect(res.json().modules.map((m: ModuleSummary) => m.id)).toEqual([4]);
    expect(res.json().lectors.map((l: { id: number }) => l.id)).toEqual([1, 2]);
  });

  it('fills is_favorite and has_access per user', async () => {
    expect((await get('/courses/1/', anna)).json().is_favorite).toBe(true);
    expect((await get('/courses/1/', james)).json().is_favorite).toBe(false);
    expect((await get('/courses/2/', anna)).json().has_access).toBe(true);
    expect((await get('/courses/2/', james)).json()).toMatchObject({
      has_access: false,
      payment_config: { price: 49, currency: 'USD' },
    });
  });

  it('answers 404 for unknown and non-numeric ids', async () => {
    for (const url of [
      '/courses/99/',
      '/courses/abc/',
      '/courses/0/',
      '/courses/-1/',
      '/courses/1e3/',
    ])
      expect((await get(url)).statusCode).toBe(404);
  });
});

describe('GET /courses/modules/{id}/', () => {
  it('answers the module detail with test, materials and course', async () => {
    const res = await get('/courses/modules/1/', anna);
    expect(res.statusCode).toBe(200);
    expectShape(ModuleDetail, res.json());
    expect(res.json()).toMatchObject({
      id: 1,
      course: { id: 1, name: 'Modern Teaching' },
      test: { id: 1, done: true },
      progress: { status: true },
      is_favorite: true,
      has_access: true,
      video: {
        id: 1,
        url: '/api/media/files/video/module-1.mp4',
        duration: 120,
        captions: [
          { lang: 'en', label: 'English', url: '/api/media/files/video/module-1.en.vtt' },
          { lang: 'ru', label: 'Русский', url: '/api/media/files/video/module-1.ru.vtt' },
        ],
        transcript: 'Transcript of Flipped classroom.\n\nSecond paragraph.',
      },
    });
    expect(res.json().viewable_materials[0]).toMatchObject({
      name: 'Slides',
      kind: 'presentation',
      url: '/api/media/files/materials/slides-1.pdf',
    });
    expect((await get('/courses/modules/1/')).json()).toMatchObject({
      test: { id: 1, done: false },
      progress: null,
      is_favorite: false,
    });
  });

  it('withholds content urls without access', async () => {
    const body = (await get('/courses/modules/3/', james)).json();
    expect(body.has_access).toBe(false);
    expect(body.video.url).toBeNull();
    expect(body.video.poster).not.toBeNull();
    // The tracks stay listed (a locked session can say it has captions), without their files.
    expect(body.video.captions).toEqual([
      { lang: 'en', label: 'English', url: null },
      { lang: 'ru', label: 'Русский', url: null },
    ]);
    expect(body.video.transcript).toBeNull();
    expect(
      [...body.viewable_materials, ...body.downloadable_materials].every(
        (m: { url: unknown }) => m.url === null,
      ),
    ).toBe(true);
    const paid = (await get('/courses/modules/3/', anna)).json();
    expect(paid.has_access).toBe(true);
    expect(paid.video.url).toMatch(/^\/api\/media\/files\//);
    expect(paid.video.transcript).toBe('Transcript of Видеоуроки.\n\nSecond paragraph.');
  });

  it('a video without captions or transcript has an empty track list and a null transcript', async () => {
    const body = (await get('/courses/modules/4/', anna)).json();
    expectShape(ModuleDetail, body);
    expect(body.video).toMatchObject({ captions: [], transcript: null });
  });

  it('hides unpublished modules', async () => {
    expect((await get('/courses/modules/5/', anna)).statusCode).toBe(404);
    expect((await get('/courses/modules/99/')).statusCode).toBe(404);
  });

  it('recommends other published modules, most shared tags and themes first', async () => {
    const res = await get('/courses/modules/1/recommendations/');
    expect(res.statusCode).toBe(200);
    expectShape(Type.Array(ModuleSummary), res.json());
    const ids = res.json().map((m: ModuleSummary) => m.id);
    expect(ids[0]).toBe(2);
    expect(ids).not.toContain(1);
    expect(ids).not.toContain(5);
    expect((await get('/courses/modules/5/recommendations/')).statusCode).toBe(404);
  });
});
