import { act, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { learningApi } from '../learningApi';
import { course, moduleDetail } from '../fixtures';
import { getTest, renderTestPage as renderTest } from './renderTestPage';

const completed = () =>
  course({
    learner_progress: {
      started: true,
      modules_total: 2,
      modules_completed: 2,
      tests_total: 2,
      tests_passed: 2,
      next_module: null,
    },
  });
const notYet = /When every test of the course is passed/;
const everyTest = /You have passed every test of “Designing Micro-Lessons”/;

/** The last session of a course: its pass completes the course, as the course says after `end`. */
function lastTestOfCourse() {
  let ended = false;
  server.use(
    getTest(),
    http.get(`${API}/courses/modules/11/`, () =>
      HttpResponse.json(
        moduleDetail({ course_path: { number: 2, total: 2, previous: null, next: null } }),
      ),
    ),
    // A slow network: the course as it is after `end` takes a while.
    http.get(`${API}/courses/1/`, async () => {
      if (!ended) return HttpResponse.json(course());
      await delay(400);
      return HttpResponse.json(completed());
    }),
    http.post(`${API}/tests/21/end/`, () => {
      ended = true;
      return HttpResponse.json({ score: 2, total: 2, passed: true, answers: [] });
    }),
  );
}

/** The result never says what the course's answer after `end` has not told yet. */
describe('ModuleTestPage result of the last test of a course', () => {
  it('while the course is first fetched: the score at once, no line about the course', async () => {
    lastTestOfCourse();
    const { user } = renderTest();
    await user.click(await screen.findByLabelText('Five to ten minutes'));
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText('2 of 2 correct (100%)')).toBeInTheDocument();
    expect(screen.getByText('Passing takes 70% correct answers.')).toBeInTheDocument();
    expect(screen.queryByText(notYet)).toBeNull();
    expect(await screen.findByText(everyTest)).toBeInTheDocument();
    expect(screen.queryByText(notYet)).toBeNull();
  });

  it('with a copy of the course from before `end` cached: not its outdated word either', async () => {
    lastTestOfCourse();
    const { user, store } = renderTest();
    // The course as it was (not done) is cached and watched, as after visiting its page.
    const watched = store.dispatch(learningApi.endpoints.getCourse.initiate(1));
    await act(() => watched);
    await user.click(await screen.findByLabelText('Five to ten minutes'));
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText('2 of 2 correct (100%)')).toBeInTheDocument();
    expect(screen.queryByText(notYet)).toBeNull();
    // Neither "Back to the session" nor "My certificates" is the primary action yet.
    expect(screen.getByRole('link', { name: 'Back to the session' })).not.toHaveClass('primary');
    expect(await screen.findByText(everyTest)).toBeInTheDocument();
    expect(screen.queryByText(notYet)).toBeNull();
    expect(screen.getByRole('link', { name: 'My certificates' })).toHaveClass('primary');
    watched.unsubscribe();
  });
});
