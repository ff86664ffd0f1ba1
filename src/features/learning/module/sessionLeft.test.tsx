import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ModuleDetail } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { render, signedIn } from '@/test/utils';
import { ModulePage } from '../pages/ModulePage';
import { course, moduleDetail, moduleSummary } from '../fixtures';
import { ModuleTestPage as ModuleTestPageRoute } from '../pages/ModuleTestPage';
import { getTest, renderTestPage } from '../test/renderTestPage';

const viewed = { status: false };
const completed = { status: true };
const markedDone = /the session is marked as done/i;
const whatIsLeft =
  'To complete the session, also watch its video to the end and open each of its materials.';

/** GET the session 11 as it is for the learner (its test passed when `done`). */
function serveSession(progress: ModuleDetail['progress'], done = false) {
  server.use(
    http.get(`${API}/courses/modules/11/`, () =>
      HttpResponse.json(moduleDetail({ progress, test: { id: 21, done } })),
    ),
    http.get(`${API}/courses/modules/11/recommendations/`, () =>
      HttpResponse.json([moduleSummary({ id: 12 })]),
    ),
  );
}

/** Finishes the fixture test with a pass (the session's answer is served by the caller). */
async function passTest(progress: ModuleDetail['progress']) {
  server.use(
    getTest(),
    http.post(`${API}/tests/21/end/`, () =>
      HttpResponse.json({ score: 2, total: 2, passed: true, answers: [] }),
    ),
    // The pass leaves a session of the course: the result reads the course after `end`.
    http.get(`${API}/courses/1/`, () => HttpResponse.json(course())),
  );
  const { user } = renderTestPage();
  serveSession(progress); // renderTestPage serves its own session first: this one wins
  await user.click(await screen.findByLabelText('Five to ten minutes'));
  await user.click(screen.getByRole('button', { name: 'Finish test' }));
  expect(await screen.findByText('Test passed')).toBeInTheDocument();
}

/**
 * A pass does not complete a session: its video and materials do (docs/api.md "Progress"). A
 * learner who passed the test without them was told the session was done, then found the course
 * still leading back to it.
 */
describe('what a session with a passed test still needs', () => {
  it('the result of a pass says what is left, and does not call the session done', async () => {
    await passTest(viewed);
    expect(await screen.findByText(whatIsLeft)).toBeInTheDocument();
    expect(screen.getByText(/Well done! Your pass counts\./)).toBeInTheDocument();
    expect(screen.queryByText(markedDone)).toBeNull();
  });

  it('the result of a pass in a completed session calls it done, with nothing left', async () => {
    await passTest(completed);
    expect(await screen.findByText(markedDone)).toBeInTheDocument();
    expect(screen.queryByText(/To complete the session/)).toBeNull();
  });

  it('a passed test opened again says what is left of its session', async () => {
    server.use(getTest());
    render(<ModuleTestPageRoute />, {
      path: '/education/module/tests/:id',
      route: '/education/module/tests/21?module=11',
      preloadedState: signedIn,
    });
    serveSession(viewed, true);
    expect(await screen.findByText(whatIsLeft)).toBeInTheDocument();
    expect(screen.getByText(/^Your pass counts\. You can take the test again/)).toBeInTheDocument();
    expect(screen.queryByText(markedDone)).toBeNull();
  });

  it("the session's test block says it too, once the test is passed, in Russian", async () => {
    serveSession(viewed, true);
    render(<ModulePage />, {
      path: '/education/module/:id',
      route: '/education/module/11',
      preloadedState: signedIn,
      locale: 'ru',
    });
    expect(
      await screen.findByText(
        /Тест сдан\. .* Чтобы завершить сессию, досмотрите её видео до конца и откройте каждый её материал\./,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more once the session is completed', async () => {
    serveSession(completed, true);
    render(<ModulePage />, {
      path: '/education/module/:id',
      route: '/education/module/11',
      preloadedState: signedIn,
    });
    expect(await screen.findByText(/^Test passed\. You can take it again/)).toBeInTheDocument();
    expect(screen.queryByText(/To complete the session/)).toBeNull();
  });
});
