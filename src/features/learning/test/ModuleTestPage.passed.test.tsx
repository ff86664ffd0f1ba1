import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { render, signedIn } from '@/test/utils';
import { ModuleTestPage } from '../pages/ModuleTestPage';
import { course, moduleDetail } from '../fixtures';
import { getTest } from './renderTestPage';

const passedModule = () =>
  http.get(`${API}/courses/modules/11/`, () =>
    HttpResponse.json(moduleDetail({ test: { id: 21, done: true } })),
  );

function renderPage(route = '/education/module/tests/21?module=11', locale: 'en' | 'ru' = 'en') {
  return render(<ModuleTestPage />, {
    path: '/education/module/tests/:id',
    route,
    preloadedState: signedIn,
    locale,
  });
}

/** A test passed before, opened again (a reload after finishing, Back then Forward, a link). */
describe('ModuleTestPage of a passed test', () => {
  it('says the test is passed, with the ways on, and offers a retake as a choice', async () => {
    server.use(getTest(), passedModule());
    const { user } = renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You passed this test' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/a new attempt never takes the pass away/)).toBeInTheDocument();
    expect(screen.queryByText(/^Answered 0 of/)).toBeNull();
    // The page's lead asks to answer the questions, which are not shown.
    const lead = /^Answer the questions to complete the session/;
    expect(screen.queryByText(lead)).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('link', { name: 'Next session' })).toHaveAttribute(
      'href',
      '/education/module/12',
    );
    expect(screen.getByRole('link', { name: 'Back to the session' })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
    await user.click(screen.getByRole('button', { name: 'Take the test again' }));
    expect(screen.getByText(/^Answered 0 of 2/)).toHaveFocus();
    expect(screen.getAllByRole('group')).toHaveLength(2);
    expect(screen.getByText(/You passed this test before/)).toBeInTheDocument();
    expect(screen.getByText(lead)).toBeInTheDocument();
  });

  it('in Russian', async () => {
    server.use(getTest(), passedModule());
    renderPage(undefined, 'ru');
    expect(await screen.findByRole('heading', { name: 'Вы сдали этот тест' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Пройти тест ещё раз' })).toBeInTheDocument();
  });

  it('after finishing, the result stays; reopened, the page shows the pass, not a blank attempt', async () => {
    let ended = false;
    server.use(
      getTest(),
      http.get(`${API}/courses/modules/11/`, () =>
        HttpResponse.json(moduleDetail({ test: { id: 21, done: ended } })),
      ),
      http.get(`${API}/courses/1/`, () => HttpResponse.json(course())),
      http.post(`${API}/tests/21/end/`, () => {
        ended = true;
        return HttpResponse.json({ score: 2, total: 2, passed: true, answers: [] });
      }),
    );
    const first = renderPage();
    await first.user.click(await screen.findByLabelText('Five to ten minutes'));
    await first.user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByText('Test passed')).toBeInTheDocument();
    // The module, refetched after `end`, now says done: the result is not replaced.
    expect(await screen.findByRole('link', { name: 'Next session' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You passed this test' })).toBeNull();
    first.unmount();

    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'You passed this test' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Answered 0 of/)).toBeNull();
  });

  it('a retake already begun goes on with its answers', async () => {
    server.use(getTest(), passedModule());
    const first = renderPage();
    await first.user.click(await screen.findByRole('button', { name: 'Take the test again' }));
    await first.user.click(screen.getByLabelText('An hour'));
    first.unmount();
    renderPage();
    expect(await screen.findByLabelText('An hour')).toBeChecked();
    expect(screen.getByText(/You passed this test before/)).toBeInTheDocument();
  });

  it("the session page's retake link goes straight to the questions, and leaves no trace in the address", async () => {
    server.use(getTest(), passedModule());
    const { location } = renderPage('/education/module/tests/21?module=11&retake=1');
    const [first] = await screen.findAllByRole('group');
    expect(within(first).getByText('How long is a micro-lesson?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'You passed this test' })).toBeNull();
    expect(location()).toBe('/education/module/tests/21?module=11');
  });
});
