import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { anna } from '@/features/profile/fixtures';
import { course, moduleDetail, moduleTest } from '../fixtures';
import { FINISH_AFTER_LOGIN_MS } from './finishAfterLogin';
import { testStorageKey } from './testProgressStorage';
import { sessionOf } from './renderTestPage';

const ROUTE = '/education/module/tests/21?module=11';
const passed = {
  score: 2,
  total: 2,
  passed: true,
  answers: [
    { question_id: 32, answers: [321, 323], correct: true, correct_answers: [321, 323] },
    { question_id: 31, answers: [311], correct: true, correct_answers: [311] },
  ],
};
const AFTER_LOGIN = /You pressed Finish test as your session ended/;

/** The app (routes, guards, re-auth) on the test page, signed in as learner 7. */
function openTest(learner = '7') {
  return render(null, { routes: 'app', route: ROUTE, preloadedState: sessionOf(learner) });
}

/** Each end call's body; the first answers 401 when `sessionDead`, the others pass. */
function serveEnd({ sessionDead }: { sessionDead: boolean }) {
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)),
    http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest())),
    http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
    http.get(`${API}/courses/1/`, () => HttpResponse.json(course())),
    http.post(`${API}/auth/refresh/`, () =>
      HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 }),
    ),
    http.post(`${API}/tests/21/end/`, async ({ request }) => {
      bodies.push(await request.json());
      if (sessionDead && bodies.length === 1)
        return HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 });
      return HttpResponse.json(passed);
    }),
  );
  return bodies;
}

/** Answers both questions and presses Finish as the session dies: the app goes to /auth. */
async function finishAsSessionDies() {
  const page = openTest();
  const [q31, q32] = await screen.findAllByRole('group', { name: /^Question/ });
  await page.user.click(within(q32!).getByLabelText('One objective'));
  await page.user.click(within(q32!).getByLabelText('A retrieval task'));
  await page.user.click(within(q31!).getByLabelText('Five to ten minutes'));
  await page.user.click(screen.getByRole('button', { name: 'Finish test' }));
  await screen.findByRole('textbox', { name: 'Email' });
  expect(page.location()).toBe('/auth');
  page.unmount();
}

describe('ModuleTestPage: Finish pressed as the session died', () => {
  // The app's routes scroll to the top of each screen; jsdom has no scrolling.
  const scrollTo = window.scrollTo;
  beforeEach(() => (window.scrollTo = jest.fn() as unknown as typeof window.scrollTo));
  afterEach(() => {
    window.scrollTo = scrollTo;
    jest.useRealTimers();
  });

  it('the same learner, logged in again, gets the test finished once, with the answers given', async () => {
    const bodies = serveEnd({ sessionDead: true });
    await finishAsSessionDies();

    // Logged in again (the login brings the learner back to the test).
    openTest();
    const result = await screen.findByRole('region', { name: 'Your result' });
    expect(within(result).getByText(AFTER_LOGIN)).toBeInTheDocument();
    expect(within(result).getByText('Test passed')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      answers: [
        { question_id: 31, answers: [311] },
        { question_id: 32, answers: [321, 323] },
      ],
    });
  });

  it('is sent once: the test opened again (another tab, a reload) finishes nothing more', async () => {
    const bodies = serveEnd({ sessionDead: true });
    await finishAsSessionDies();
    const first = openTest();
    await screen.findByRole('region', { name: 'Your result' });
    first.unmount();
    openTest();
    expect(await screen.findByRole('button', { name: 'Finish test' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
    expect(bodies).toHaveLength(2);
  });

  it('another learner on this browser finishes nothing; nor the learner back after 30 minutes', async () => {
    const bodies = serveEnd({ sessionDead: true });
    await finishAsSessionDies();
    const other = openTest('8');
    expect(await screen.findByRole('button', { name: 'Finish test' })).toBeInTheDocument();
    other.unmount();
    expect(window.localStorage.getItem(`${testStorageKey('7', 21)}.finish`)).not.toBeNull();

    jest.useFakeTimers({ now: Date.now() + FINISH_AFTER_LOGIN_MS, advanceTimers: true });
    openTest('7');
    expect(await screen.findByRole('button', { name: 'Finish test' })).toBeInTheDocument();
    // The answers are kept: the learner decides again.
    expect(screen.getByLabelText('Five to ten minutes')).toBeChecked();
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
    expect(bodies).toHaveLength(1);
  });

  it('a Finish that failed otherwise (offline) is not sent by itself later', async () => {
    const bodies = serveEnd({ sessionDead: false });
    // This one Finish meets no network; an end sent later would reach the server and be counted.
    server.use(http.post(`${API}/tests/21/end/`, () => HttpResponse.error(), { once: true }));
    const page = openTest();
    const [q31] = await screen.findAllByRole('group', { name: /^Question/ });
    await page.user.click(within(q31!).getByLabelText('Five to ten minutes'));
    await page.user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    page.unmount();
    openTest();
    expect(await screen.findByRole('button', { name: 'Finish test' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your result' })).toBeNull();
    expect(bodies).toHaveLength(0);
  });
});
