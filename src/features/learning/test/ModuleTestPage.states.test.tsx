import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { RequireAuth } from '@/app/routes/guards';
import { API, server } from '@/test/msw/server';
import { ModuleTestPage } from '../pages/ModuleTestPage';
import { moduleTest } from '../fixtures';
import { render, visitor } from '@/test/utils';
import { renderTestPage as renderTest } from './renderTestPage';

const snackbarText = (store: {
  getState(): {
    snackbar: { queue: { message: { id: string } }[]; current: { message: { id: string } } | null };
  };
}) => {
  const { current, queue } = store.getState().snackbar;
  return [current, ...queue].filter(Boolean).map((item) => item!.message.id);
};

describe('ModuleTestPage states', () => {
  it('shows the SPEC error as a snackbar and inline, and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/tests/21/`, () =>
        ++calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json(moduleTest()),
      ),
    );
    const { store, user } = renderTest();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the test',
    );
    expect(snackbarText(store)).toContain('notice.learning.testError');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('How long is a micro-lesson?')).toBeInTheDocument();
  });

  it('in Russian, the English questions and options say they are English (WCAG 3.1.2)', async () => {
    server.use(http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest())));
    renderTest(undefined, 'ru');
    const question = await screen.findByText('How long is a micro-lesson?');
    expect(question).toHaveAttribute('lang', 'en');
    const options = screen.getAllByRole('checkbox').concat(screen.queryAllByRole('radio'));
    expect(options.length).toBeGreaterThan(0);
    for (const option of options)
      expect(option.closest('label')?.querySelector('[lang="en"]')).not.toBeNull();
  });

  it('shows a not-found state for an unknown test', async () => {
    server.use(
      http.get(`${API}/tests/21/`, () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderTest();
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · EduCommunity');
    expect(screen.getByRole('link', { name: 'Go to the learning catalogue' })).toHaveAttribute(
      'href',
      '/education/all',
    );
  });

  it('explains a paid test (403) and leads back to its session', async () => {
    server.use(
      http.get(`${API}/tests/21/`, () =>
        HttpResponse.json({ detail: 'Purchase needed.' }, { status: 403 }),
      ),
    );
    const { store } = renderTest();
    expect(
      await screen.findByText(/opens once the session has been purchased/),
    ).toBeInTheDocument();
    // The page says why; no "error loading the test" on top of it.
    const { current, queue } = store.getState().snackbar;
    expect([current, ...queue]).toEqual([null]);
    expect(screen.getByRole('link', { name: 'Back to the session' })).toHaveAttribute(
      'href',
      '/education/module/11',
    );
  });

  it('keeps the choice and offers the check again when checking fails', async () => {
    server.use(
      http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest())),
      http.post(`${API}/tests/21/check-answer/`, () => new HttpResponse(null, { status: 500 })),
    );
    const { store, user } = renderTest();
    const first = (await screen.findAllByRole('group'))[0];
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(
      await within(first).findByText('There was an error loading the test'),
    ).toBeInTheDocument();
    expect(within(first).getByLabelText('An hour')).toBeChecked();
    expect(within(first).getByRole('button', { name: 'Check answer' })).toBeEnabled();
    expect(snackbarText(store)).toContain('notice.learning.testError');
  });

  it('keeps the answers and says so when finishing fails', async () => {
    server.use(
      http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest())),
      http.post(`${API}/tests/21/end/`, () => new HttpResponse(null, { status: 502 })),
    );
    const { user } = renderTest();
    await user.click(await screen.findByLabelText('An hour'));
    await user.click(screen.getByRole('button', { name: 'Finish test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the test',
    );
    expect(screen.getByLabelText('An hour')).toBeChecked();
  });

  it('offline, a failed check says the server was not reached and the answers are kept; the snackbar keeps the spec text', async () => {
    server.use(
      http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest())),
      http.post(`${API}/tests/21/check-answer/`, () => HttpResponse.error()),
    );
    const { store, user } = renderTest();
    const first = (await screen.findAllByRole('group'))[0];
    await user.click(within(first).getByLabelText('An hour'));
    await user.click(within(first).getByRole('button', { name: 'Check answer' }));
    expect(
      await within(first).findByText(
        'Could not reach the server. Your answers are kept; try again.',
      ),
    ).toBeInTheDocument();
    expect(within(first).queryByText('There was an error loading the test')).toBeNull();
    expect(within(first).getByLabelText('An hour')).toBeChecked();
    expect(within(first).getByRole('button', { name: 'Check answer' })).toBeEnabled();
    expect(snackbarText(store)).toContain('notice.learning.testError');
  });

  it('offline, a failed finish says so in its words, in Russian too', async () => {
    server.use(
      http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest())),
      http.post(`${API}/tests/21/end/`, () => HttpResponse.error()),
    );
    const { user } = renderTest(undefined, 'ru');
    await user.click(await screen.findByLabelText('An hour'));
    await user.click(screen.getByRole('button', { name: 'Завершить тест' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось связаться с сервером. Ваши ответы сохранены; попробуйте ещё раз.',
    );
    expect(screen.getByLabelText('An hour')).toBeChecked();
  });

  it('is a protected route: a visitor is sent to the catalogue with the login prompt, and no test is requested', async () => {
    const { store } = render(
      <Routes>
        <Route element={<RequireAuth />}>
          <Route path="/education/module/tests/:id" element={<ModuleTestPage />} />
        </Route>
        <Route path="/education/all" element={<p>catalogue</p>} />
      </Routes>,
      { route: '/education/module/tests/21', preloadedState: visitor },
    );
    expect(await screen.findByText('catalogue')).toBeInTheDocument();
    expect(store.getState().auth.authPromptOpen).toBe(true);
    expect(store.getState().auth.wantedPath).toBe('/education/module/tests/21');
  });
});
