/** The learner's path through a course (docs/api.md "Course path"): progress counts, next session. */
import { Course, ModuleDetail, type CatalogueItem } from '../../src/shared/contract/learning';
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

const get = (url: string, token?: string) =>
  app.inject({ url: `/api${url}`, headers: token ? bearer(token) : {} });
const post = (url: string, payload: object, token: string) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(token) });

/**
 * Commits a wrong answer to every question of a module's test (option ids that do not exist), which
 * reveals the key (docs/api.md "Rules" -> Tests); the attempt is then finished and failed.
 */
async function revealKey(moduleId: number, token: string) {
  const test = (await get(`/tests/${moduleId}/`, token)).json();
  const key: Record<number, number[]> = {};
  for (const q of test.questions as { id: number }[]) {
    const r = await post(
      `/tests/${moduleId}/check-answer/`,
      { question_id: q.id, answers: [q.id * 1000] },
      token,
    );
    if (r.statusCode === 200) key[q.id] = r.json().correct_answers;
  }
  return key;
}

describe('Course.learner_progress', () => {
  it('is null for a visitor', async () => {
    const res = await get('/courses/1/');
    expectShape(Course, res.json());
    expect(res.json().learner_progress).toBeNull();
    // What earns the certificate is public: both sessions of course 1 have a test.
    expect(res.json().tests_count).toBe(2);
  });

  it('counts completed sessions and passed tests, and names the first unfinished session', async () => {
    // Anna (fixture): module 1 Completed with its test passed, module 2 Viewed.
    const res = await get('/courses/1/', anna);
    expectShape(Course, res.json());
    expect(res.json().learner_progress).toEqual({
      started: true,
      modules_total: 2,
      modules_completed: 1,
      tests_total: 2,
      tests_passed: 1,
      next_module: { id: 2, name: 'Group work' },
    });
  });

  it('starts at the first published session for a learner who opened nothing', async () => {
    expect((await get('/courses/1/', james)).json().learner_progress).toEqual({
      started: false,
      modules_total: 2,
      modules_completed: 0,
      tests_total: 2,
      tests_passed: 0,
      next_module: { id: 1, name: 'Flipped classroom' },
    });
    // Course 3's unpublished draft is not part of the path.
    expect((await get('/courses/3/', james)).json().learner_progress).toMatchObject({
      modules_total: 1,
      tests_total: 1,
      next_module: { id: 4, name: 'Counting games' },
    });
  });

  it('a Completed session whose test is not passed is still the next one', async () => {
    await post('/courses/modules/1/start/', { label: 'video', object_id: 1 }, james);
    await post('/courses/modules/1/point/', { label: 'video', object_id: 1 }, james);
    const module = (await get('/courses/modules/1/', james)).json();
    for (const m of [...module.viewable_materials, ...module.downloadable_materials])
      await post('/courses/modules/1/point/', { label: 'material', object_id: m.id }, james);
    expect((await get('/courses/1/', james)).json().learner_progress).toMatchObject({
      started: true,
      modules_completed: 1,
      tests_passed: 0,
      next_module: { id: 1, name: 'Flipped classroom' },
    });
  });

  it('is on catalogue and favorite courses too', async () => {
    const search = (await get('/media/search/?type=course', anna)).json();
    const one = search.results.find((c: CatalogueItem) => c.id === 1);
    expect(one.learner_progress).toMatchObject({ modules_completed: 1, next_module: { id: 2 } });
    const favorites = (await get('/profile/favorites/', anna)).json();
    const fav = favorites.find((f: { type: string }) => f.type === 'course');
    expect(fav.object.learner_progress).toMatchObject({ modules_total: 2 });
  });
});

describe('GET /media/search/?type=course&progress=', () => {
  it('viewed lists started courses with a session left; a visitor gets none', async () => {
    const ids = async (token?: string) =>
      (await get('/media/search/?type=course&progress=viewed', token))
        .json()
        .results.map((c: CatalogueItem) => c.id);
    expect(await ids(anna)).toEqual([1]);
    expect(await ids(james)).toEqual([]);
    expect(await ids()).toEqual([]);
  });

  it('completed lists a course once every session is Completed with its test passed', async () => {
    const completed = async () =>
      (await get('/media/search/?type=course&progress=completed', james)).json().count;
    expect(await completed()).toBe(0);
    // Course 3's one published session (module 4): watch, open the material, pass the test.
    await post('/courses/modules/4/point/', { label: 'video', object_id: 4 }, james);
    const module = (await get('/courses/modules/4/', james)).json();
    for (const m of module.viewable_materials)
      await post('/courses/modules/4/point/', { label: 'material', object_id: m.id }, james);
    const key = await revealKey(4, james);
    await post(
      '/tests/4/end/',
      {
        answers: Object.keys(key).map((q) => ({ question_id: Number(q), answers: key[Number(q)] })),
      },
      james,
    );
    // The first attempt committed wrong answers (it fails); the second answers the revealed key.
    const retry = await post(
      '/tests/4/end/',
      { answers: Object.entries(key).map(([q, a]) => ({ question_id: Number(q), answers: a })) },
      james,
    );
    expect(retry.json().passed).toBe(true);
    expect(await completed()).toBe(1);
    expect((await get('/courses/3/', james)).json().learner_progress).toMatchObject({
      modules_completed: 1,
      tests_passed: 1,
      next_module: null,
    });
  });
});

describe('ModuleDetail.course_path', () => {
  it('numbers the session among the published ones and names its neighbours', async () => {
    const first = (await get('/courses/modules/1/')).json();
    expectShape(ModuleDetail, first);
    expect(first.course_path).toEqual({
      number: 1,
      total: 2,
      previous: null,
      next: { id: 2, name: 'Group work' },
    });
    expect((await get('/courses/modules/2/')).json().course_path).toEqual({
      number: 2,
      total: 2,
      previous: { id: 1, name: 'Flipped classroom' },
      next: null,
    });
    // Course 3's draft (module 5) is never a neighbour.
    expect((await get('/courses/modules/4/')).json().course_path).toEqual({
      number: 1,
      total: 1,
      previous: null,
      next: null,
    });
  });
});
