import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { testStorageKey } from './testProgressStorage';
import { getTest, renderTestPage as renderTest } from './renderTestPage';

const key = testStorageKey('unknown', 21);
const stored = () => JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
const rightQ31 = { question_id: 31, correct: true, correct_answers: [311] };

/** Another tab writes the test's progress: storage changes, then this tab hears of it. */
function otherTabWrites(value: unknown, { announce = true } = {}) {
  const newValue = JSON.stringify(value);
  window.localStorage.setItem(key, newValue);
  if (announce)
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
}

/** The same test open in two tabs of one browser: neither erases the other's answers. */
describe('ModuleTestPage in two tabs', () => {
  it("writing keeps the other tab's answers to the questions this tab did not touch", async () => {
    server.use(getTest());
    const first = renderTest();
    const [q31] = await screen.findAllByRole('group');
    await first.user.click(within(q31).getByLabelText('An hour'));
    // The other tab chose in Q32 (its write not yet heard here), then this tab changes Q31.
    otherTabWrites({ answers: { 31: [312], 32: [321] }, checks: {} }, { announce: false });
    await first.user.click(within(q31).getByLabelText('Five to ten minutes'));
    expect(stored()).toEqual({ answers: { 31: [311], 32: [321] }, checks: {} });
    first.unmount();
    renderTest();
    expect(await screen.findByLabelText('Five to ten minutes')).toBeChecked();
    expect(screen.getByLabelText('One objective')).toBeChecked();
  });

  it("adopts the other tab's answers as they are written; a checked answer wins and stays", async () => {
    server.use(getTest());
    const first = renderTest();
    const [q31, q32] = await screen.findAllByRole('group');
    await first.user.click(within(q31).getByLabelText('An hour'));
    // The other tab chose in Q32, untouched here: shown at once.
    otherTabWrites({ answers: { 31: [312], 32: [323] }, checks: {} });
    expect(within(q32).getByLabelText('A retrieval task')).toBeChecked();
    // It checked Q31 (the server holds that answer): it replaces this tab's unchecked choice.
    otherTabWrites({ answers: { 31: [311], 32: [323] }, checks: { 31: rightQ31 } });
    expect(within(q31).getByText('Right answer')).toBeInTheDocument();
    expect(within(q31).getByLabelText(/Five to ten minutes/)).toBeChecked();
    expect(within(q31).queryByRole('button', { name: 'Check answer' })).toBeNull();
    // This tab then chooses in Q32: the check is written along, never dropped.
    await first.user.click(within(q32).getByLabelText('One objective'));
    expect(stored()).toEqual({ answers: { 31: [311], 32: [321, 323] }, checks: { 31: rightQ31 } });
    first.unmount();
    renderTest();
    const [reloaded] = await screen.findAllByRole('group');
    expect(within(reloaded).getByText('Right answer')).toBeInTheDocument();
    expect(within(reloaded).queryByRole('button', { name: 'Check answer' })).toBeNull();
  });

  it("a check made here is not undone by the other tab's older write", async () => {
    server.use(
      getTest(),
      http.post(`${API}/tests/21/check-answer/`, () => HttpResponse.json(rightQ31)),
    );
    const { user } = renderTest();
    const [q31] = await screen.findAllByRole('group');
    await user.click(within(q31).getByLabelText('Five to ten minutes'));
    await user.click(within(q31).getByRole('button', { name: 'Check answer' }));
    await within(q31).findByText('Right answer');
    // The other tab, which had not heard of the check yet, stores its own choice in Q32 only.
    otherTabWrites({ answers: { 32: [322] }, checks: {} });
    expect(within(q31).getByText('Right answer')).toBeInTheDocument();
    expect(screen.getByLabelText('Ten slides')).toBeChecked();
    expect(stored()).toEqual({ answers: { 31: [311], 32: [322] }, checks: { 31: rightQ31 } });
  });

  it('the other tab finished: this tab shows that result, with the options scored, and sends nothing', async () => {
    let ends = 0;
    server.use(
      getTest(),
      http.post(`${API}/tests/21/end/`, () => {
        ends += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderTest();
    const [q31] = await screen.findAllByRole('group');
    await user.click(within(q31!).getByLabelText('An hour'));
    const outcome = {
      score: 1,
      total: 2,
      passed: false,
      answers: [
        { question_id: 31, answers: [311], correct: true, correct_answers: [311] },
        { question_id: 32, answers: [], correct: false, correct_answers: [] },
      ],
    };
    act(() => {
      window.localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: null }));
      window.dispatchEvent(
        new StorageEvent('storage', { key: `${key}.result`, newValue: JSON.stringify(outcome) }),
      );
    });
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(result).toHaveTextContent('This test was finished in another tab. Here is its result.');
    expect(result).toHaveTextContent('1 of 2 correct (50%)');
    expect(screen.queryByRole('button', { name: 'Finish test' })).toBeNull();
    expect(within(q31!).getByRole('radio', { name: /Five to ten minutes/ })).toBeChecked();
    expect(stored()).toBeNull();
    expect(ends).toBe(0);
  });

  it('a tab that finishes tells the other tabs, with its result', async () => {
    const outcome = {
      score: 0,
      total: 2,
      passed: false,
      answers: [
        { question_id: 31, answers: [], correct: false, correct_answers: [] },
        { question_id: 32, answers: [], correct: false, correct_answers: [] },
      ],
    };
    server.use(
      getTest(),
      http.post(`${API}/tests/21/end/`, () => HttpResponse.json(outcome)),
    );
    const written: Array<[string, string]> = [];
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      name: string,
      value: string,
    ) {
      written.push([name, value]);
    });
    const { user } = renderTest();
    await user.click(await screen.findByRole('button', { name: 'Finish test' }));
    await screen.findByRole('region', { name: 'Your result' });
    setItem.mockRestore();
    expect(written).toContainEqual([`${key}.result`, JSON.stringify(outcome)]);
  });
});
