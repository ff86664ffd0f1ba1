import { ProgressReply } from '../../src/shared/contract/learning';
import type { App } from '../context';
import { ANNA, bearer, expectShape, JAMES, login, makeApp } from './helpers';

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const post = (url: string, payload: object, token: string | null = james) =>
  app.inject({
    method: 'POST',
    url: `/api/courses/modules${url}`,
    payload,
    headers: token ? bearer(token) : {},
  });
const materialIds = async (id: number) => {
  const m = (
    await app.inject({ url: `/api/courses/modules/${id}/`, headers: bearer(james) })
  ).json();
  return [...m.viewable_materials, ...m.downloadable_materials].map((x: { id: number }) => x.id);
};

describe('module progress', () => {
  it('start -> Viewed; video and every material -> Completed', async () => {
    const start = await post('/1/start/', { label: 'video', object_id: 1 });
    expect(start.statusCode).toBe(200);
    expectShape(ProgressReply, start.json());
    expect(start.json()).toEqual({ progress: { status: false } });
    const [slides, handout] = await materialIds(1);
    expect((await post('/1/point/', { label: 'video', object_id: 1 })).json()).toEqual({
      progress: { status: false },
    });
    expect((await post('/1/point/', { label: 'material', object_id: slides })).json()).toEqual({
      progress: { status: false },
    });
    expect((await post('/1/point/', { label: 'material', object_id: handout })).json()).toEqual({
      progress: { status: true },
    });
    // Completed stays completed, and the catalogue shows it.
    expect((await post('/1/start/', { label: 'video', object_id: 1 })).json()).toEqual({
      progress: { status: true },
    });
    const card = (
      await app.inject({ url: '/api/media/search/?type=module', headers: bearer(james) })
    )
      .json()
      .results.find((m: { id: number }) => m.id === 1);
    expect(card.progress).toEqual({ status: true });
  });

  it('a point without a start still marks the module viewed', async () => {
    expect((await post('/4/point/', { label: 'video', object_id: 4 })).json()).toEqual({
      progress: { status: false },
    });
  });

  it('answers 400 for an object of another module and for a bad body', async () => {
    const other = (await materialIds(2))[0];
    expect((await post('/1/point/', { label: 'material', object_id: other })).json()).toEqual({
      object_id: [expect.any(String)],
      codes: { object_id: ['not_in_module'] },
    });
    expect((await post('/1/point/', { label: 'video', object_id: 2 })).statusCode).toBe(400);
    expect((await post('/1/point/', { label: 'audio', object_id: 1 })).json()).toEqual({
      label: [expect.any(String)],
      codes: { label: ['invalid_choice'] },
    });
    expect((await post('/1/point/', { label: 'video', object_id: '1' })).statusCode).toBe(400);
  });

  it('answers 401 without a token, 403 on paid content without access, 404 for hidden modules', async () => {
    expect((await post('/1/start/', { label: 'video', object_id: 1 }, null)).statusCode).toBe(401);
    expect((await post('/3/start/', { label: 'video', object_id: 3 })).statusCode).toBe(403);
    const anna = (await login(app, ANNA)).access;
    expect((await post('/3/start/', { label: 'video', object_id: 3 }, anna)).statusCode).toBe(200);
    expect((await post('/5/start/', { label: 'video', object_id: 5 })).statusCode).toBe(404);
  });

  it("one user's progress is not another's", async () => {
    await post('/4/start/', { label: 'video', object_id: 4 });
    const anna = (await login(app, ANNA)).access;
    expect(
      (await app.inject({ url: '/api/courses/modules/4/', headers: bearer(anna) })).json().progress,
    ).toBeNull();
  });
});
