import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { testStorageKey } from './testProgressStorage';
import { getTest, renderTestPage as renderTest, sessionOf } from './renderTestPage';

const NOTE =
  'Your first answer had already reached us and was checked; this is the one that counts.';

/** Progress kept across reloads, per learner, and the answer the server already holds. */
describe('ModuleTestPage progress', () => {
  it("a check whose reply was lost, changed and checked again: the server's recorded answer stands", async () => {
    let checks = 0;
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, () => {
        checks += 1;
        // The first check ("An hour") was recorded, its reply lost; this one is another answer.
        return HttpResponse.json(
          {
            detail: 'This question was already answered in this attempt; the answer is final.',
            code: 'answer_final',
            answer: { question_id: 31, answers: [312], correct: false, correct_answers: [311] },
          },
          { status: 409 },
        );
      }),
    );
    const { user, store } = renderTest();
    const first = (await screen.findAllByRole('group'))[0];
    await user.click(within(first).getByLabelText('Five to ten minutes'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(
      await within(first).findByText('Wrong answer. The correct options are highlighted.'),
    ).toBeInTheDocument();
    // No failure to tell: no snackbar, no error line.
    expect(store.getState().snackbar.current).toBeNull();
    expect(within(first).getByRole('radio', { name: /An hour/ })).toBeChecked();
    expect(within(first).getByText('An hour').closest('label')).toHaveTextContent(
      '(your answer, wrong)',
    );
    expect(first).toBeDisabled();
    expect(within(first).queryByRole('alert')).toBeNull();
    expect(checks).toBe(1);
  });

  it('a lost reply, then another answer checked: a note says why the first one is shown', async () => {
    let checks = 0;
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, () => {
        checks += 1;
        // The first check reached the server and was recorded; its reply never came back.
        if (checks === 1) return HttpResponse.error();
        return HttpResponse.json(
          {
            detail: 'This question was already answered in this attempt; the answer is final.',
            code: 'answer_final',
            answer: { question_id: 31, answers: [312], correct: false, correct_answers: [311] },
          },
          { status: 409 },
        );
      }),
    );
    const { user } = renderTest();
    const [first, second] = await screen.findAllByRole('group');
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(await within(first).findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(within(first).getByRole('radio', { name: /An hour/ })).toBeChecked();
    await user.click(within(first).getByLabelText('Five to ten minutes'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    const verdict = await within(first).findByText(/^Wrong answer\./);
    expect(verdict).toHaveTextContent(NOTE);
    expect(verdict).toHaveFocus();
    expect(within(first).getByRole('radio', { name: /An hour/ })).toBeChecked();
    // Only where the answer was swapped back.
    expect(within(second).queryByText(NOTE)).toBeNull();
  });

  it('a lost reply, another answer, then Finish: the result shows the answer that was scored, with the note', async () => {
    server.use(
      getTest(),
      // The check reached the server and was recorded; its reply never came back.
      http.post(`${API}/tests/21/check-answer/`, () => HttpResponse.error()),
      // end scores the committed answer, not the one sent, and says so.
      http.post(`${API}/tests/21/end/`, () =>
        HttpResponse.json({
          score: 1,
          total: 2,
          passed: false,
          answers: [
            { question_id: 31, answers: [312], correct: false, correct_answers: [311] },
            { question_id: 32, answers: [321, 323], correct: true, correct_answers: [321, 323] },
          ],
        }),
      ),
    );
    const { user } = renderTest();
    const [first, second] = await screen.findAllByRole('group');
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    await within(first).findByText(/Could not reach the server/);
    await user.click(within(first).getByLabelText('Five to ten minutes'));
    await user.click(within(second).getByLabelText('One objective'));
    await user.click(within(second).getByLabelText('A retrieval task'));
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText('Test not passed')).toBeInTheDocument();
    // Before: "Five to ten minutes" stayed chosen beside the verdict of "An hour".
    expect(within(first).getByRole('radio', { name: /An hour/ })).toBeChecked();
    expect(within(first).getByText('An hour').closest('label')).toHaveTextContent(
      '(your answer, wrong)',
    );
    expect(within(first).getByText(/^Wrong answer\./)).toHaveTextContent(NOTE);
    expect(within(second).queryByText(NOTE)).toBeNull();
    // The result, which takes the focus, says it too: the card's note is not announced.
    const earlier =
      'One answer had already reached us before you changed it: the first answer counted. See the note under the question.';
    expect(screen.getByRole('heading', { name: 'Your result' })).toHaveAccessibleDescription(
      expect.stringContaining(earlier),
    );
  });

  it('in Russian, the note is there too', async () => {
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, () =>
        HttpResponse.json(
          {
            detail: 'This question was already answered in this attempt; the answer is final.',
            code: 'answer_final',
            answer: { question_id: 31, answers: [311], correct: true, correct_answers: [311] },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderTest(undefined, 'ru');
    const first = (await screen.findAllByRole('group'))[0];
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(within(first).getByRole('button', { name: 'Проверить ответ' }));
    expect(await within(first).findByText(/^Верный ответ/)).toHaveTextContent(
      'Ваш первый ответ уже дошёл до нас и был проверен; засчитывается именно он.',
    );
  });

  it("another learner on this browser starts afresh: progress is each learner's own", async () => {
    server.use(getTest());
    const anna = renderTest(sessionOf('7'));
    await anna.user.click(await screen.findByLabelText('An hour'));
    expect(window.localStorage.getItem(testStorageKey('7', 21))).not.toBeNull();
    anna.unmount();

    const james = renderTest(sessionOf('8'));
    expect(await screen.findByLabelText('An hour')).not.toBeChecked();
    expect(screen.getByText(/^Answered 0 of 2/)).toBeInTheDocument();
    james.unmount();

    renderTest(sessionOf('7'));
    expect(await screen.findByLabelText('An hour')).toBeChecked();
  });

  it('keeps the answers in progress across a remount (a page reload)', async () => {
    server.use(getTest());
    const first = renderTest();
    await first.user.click(await screen.findByLabelText('An hour'));
    await first.user.click(screen.getByLabelText('Ten slides'));
    first.unmount();
    renderTest();
    expect(await screen.findByLabelText('An hour')).toBeChecked();
    expect(screen.getByLabelText('Ten slides')).toBeChecked();
    expect(
      screen.getByText(
        'Answered 2 of 2 · Your answers are saved on this device, so you can reload the page or come back later.',
      ),
    ).toBeInTheDocument();
  });
});
