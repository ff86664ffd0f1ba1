import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { course, moduleDetail } from '../fixtures';
import { testStorageKey } from './testProgressStorage';
import { getTest, renderTestPage as renderTest } from './renderTestPage';

describe('ModuleTestPage', () => {
  it('shows skeletons, then the questions sorted by id with radios and checkboxes', async () => {
    server.use(getTest());
    renderTest();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    const groups = await screen.findAllByRole('group');
    expect(within(groups[0]).getByText('How long is a micro-lesson?')).toBeInTheDocument();
    expect(within(groups[0]).getAllByRole('radio')).toHaveLength(2);
    expect(within(groups[1]).getAllByRole('checkbox')).toHaveLength(3);
    expect(await screen.findByRole('link', { name: 'One idea per lesson' })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
    expect(screen.getByRole('link', { name: moduleDetail().course!.name })).toHaveAttribute(
      'href',
      `/education/course/${moduleDetail().course!.id}`,
    );
  });

  it('checks one answer and highlights the correct options when it is wrong', async () => {
    let body: unknown;
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ question_id: 31, correct: false, correct_answers: [311] });
      }),
    );
    const { user } = renderTest();
    const first = (await screen.findAllByRole('group'))[0];
    const check = within(first).getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(check);
    expect(
      await within(first).findByText('Wrong answer. The correct options are highlighted.'),
    ).toBeInTheDocument();
    expect(body).toEqual({ question_id: 31, answers: [312] });
    expect(within(first).getByText('Five to ten minutes').closest('label')).toHaveTextContent(
      '(correct answer)',
    );
    expect(within(first).getByText('An hour').closest('label')).toHaveTextContent(
      '(your answer, wrong)',
    );
  });

  it('makes a checked answer final: the options lock and the Check button goes', async () => {
    let checks = 0;
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, () => {
        checks += 1;
        return HttpResponse.json({ question_id: 31, correct: false, correct_answers: [311] });
      }),
    );
    const { user } = renderTest();
    expect(
      await screen.findByText(
        'Your answer is final once checked: the options lock and the right ones are shown.',
      ),
    ).toBeInTheDocument();
    const [first, second] = await screen.findAllByRole('group');
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    await within(first).findByText('Wrong answer. The correct options are highlighted.');
    expect(first).toBeDisabled();
    expect(within(first).queryByRole('button', { name: 'Check answer' })).toBeNull();
    const right = within(first).getByRole('radio', { name: /Five to ten minutes/ });
    await user.click(right);
    expect(right).not.toBeChecked();
    expect(within(first).getByRole('radio', { name: /An hour/ })).toBeChecked();
    expect(checks).toBe(1);
    // The other question is still open.
    expect(second).toBeEnabled();
    expect(within(second).getByRole('button', { name: 'Check answer' })).toBeInTheDocument();
  });

  it('says so when a checked answer is right', async () => {
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, () =>
        HttpResponse.json({ question_id: 31, correct: true, correct_answers: [311] }),
      ),
    );
    const { user } = renderTest();
    const first = (await screen.findAllByRole('group'))[0];
    await user.click(within(first).getByLabelText('Five to ten minutes'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(await within(first).findByText('Right answer')).toBeInTheDocument();
    // The Check button is gone: the focus is on the verdict, not dropped to the page.
    expect(within(first).getByRole('status')).toHaveFocus();
  });

  it('finishes with the score and pass, sending every question, and forgets the stored answers', async () => {
    let body: unknown;
    server.use(
      getTest(),
      // After a pass the result offers the course's next session (ModuleDetail.course_path).
      http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
      // A course with more left: the result says what passing a session means.
      http.get(`${API}/courses/1/`, () => HttpResponse.json(course())),
      http.post(`${API}/tests/21/end/`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          score: 2,
          total: 2,
          passed: true,
          answers: [
            { question_id: 31, answers: [311], correct: true, correct_answers: [311] },
            { question_id: 32, answers: [321, 323], correct: true, correct_answers: [321, 323] },
          ],
        });
      }),
    );
    const { user } = renderTest();
    await user.click(await screen.findByLabelText('Five to ten minutes'));
    await user.click(screen.getByLabelText('One objective'));
    await user.click(screen.getByLabelText('A retrieval task'));
    expect(window.localStorage.getItem(testStorageKey('unknown', 21))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    const result = await screen.findByRole('heading', { name: 'Your result' });
    expect(result).toHaveFocus();
    // Said with it, as it takes the focus: the outcome and the score.
    expect(result).toHaveAccessibleDescription('Test passed 2 of 2 correct (100%)');
    expect(screen.getByText('Test passed')).toBeInTheDocument();
    expect(screen.getByText('2 of 2 correct (100%)')).toBeInTheDocument();
    // Each question shows its verdict, but only the result is announced: no live region holds
    // the verdicts Finish filled in (one per question, said all at once, over the result).
    expect(screen.getAllByText('Right answer')).toHaveLength(2);
    for (const region of screen.queryAllByRole('status'))
      expect(region).not.toHaveTextContent('Right answer');
    expect(body).toEqual({
      answers: [
        { question_id: 31, answers: [311] },
        { question_id: 32, answers: [321, 323] },
      ],
    });
    expect(window.localStorage.getItem(testStorageKey('unknown', 21))).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the session' })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
    expect(await screen.findByRole('link', { name: 'Next session' })).toHaveAttribute(
      'href',
      '/education/module/12',
    );
  });

  it('the pass that completes the course says its certificate is ready, and leads to it', async () => {
    server.use(
      getTest(),
      http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())),
      http.get(`${API}/courses/1/`, () =>
        HttpResponse.json(
          course({
            learner_progress: {
              started: true,
              modules_total: 2,
              modules_completed: 2,
              tests_total: 2,
              tests_passed: 2,
              next_module: null,
            },
          }),
        ),
      ),
      http.post(`${API}/tests/21/end/`, () =>
        HttpResponse.json({ score: 2, total: 2, passed: true, answers: [] }),
      ),
    );
    const { user } = renderTest();
    await user.click(await screen.findByLabelText('Five to ten minutes'));
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(
      await screen.findByText(/You have passed every test of “Designing Micro-Lessons”/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/When every test of the course is passed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'My certificates' })).toBeInTheDocument();
  });

  it('shows a failed result with the way to try again', async () => {
    server.use(
      getTest(),
      http.post(`${API}/tests/21/end/`, () =>
        HttpResponse.json({
          score: 1,
          total: 2,
          passed: false,
          answers: [
            { question_id: 31, answers: [311], correct: true, correct_answers: [311] },
            { question_id: 32, answers: [], correct: false, correct_answers: [] },
          ],
        }),
      ),
    );
    const { user } = renderTest();
    await user.click(await screen.findByLabelText('Five to ten minutes'));
    expect(
      screen.getByText('1 question has no answer yet; it will count as wrong.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText('Test not passed')).toBeInTheDocument();
    expect(screen.getByText('1 of 2 correct (50%)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take the test again' }));
    expect(screen.getByLabelText('Five to ten minutes')).not.toBeChecked();
    // The button is gone with the result: the focus is at the start of the test.
    expect(screen.getByText(/^Answered 0 of 2/)).toHaveFocus();
  });

  it('a failed retake of a test passed before says the earlier pass still counts', async () => {
    let ended = false;
    server.use(
      getTest(),
      http.post(`${API}/tests/21/end/`, () => {
        ended = true;
        return HttpResponse.json({ score: 0, total: 2, passed: false, answers: [] });
      }),
    );
    const { user } = renderTest();
    // Passed in another tab meanwhile: the module says so once it is asked again after `end`.
    server.use(
      http.get(`${API}/courses/modules/11/`, () =>
        HttpResponse.json(moduleDetail({ test: { id: 21, done: ended } })),
      ),
    );
    await user.click(await screen.findByLabelText('Five to ten minutes'));
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText('Test not passed')).toBeInTheDocument();
    expect(
      await screen.findByText(/Your earlier pass of this test still counts/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/review the session and try again/)).toBeNull();
  });
});
