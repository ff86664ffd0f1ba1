import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { API, server } from '@/test/msw/server';
import { LearningListPage } from '../pages/LearningListPage';
import { course, moduleSummary, paged, referencesWithFilters } from '../fixtures';
import { render, signedIn, visitor, type RenderOptions } from '@/test/utils';

const state = { ...signedIn, references: referencesWithFilters() };
const renderCatalogue = (
  route = '/education/all',
  options: RenderOptions = { preloadedState: state },
) =>
  render(<LearningListPage />, {
    path: '/education/:type',
    route,
    history: true,
    preloadedState: signedIn,
    ...options,
  });
const modules = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => moduleSummary({ id: from + i, name: `Session ${from + i}` }));

/** A list of `count` sessions, twelve a page, counting the pages asked for. */
function sessionsList(count: number) {
  const asked: number[] = [];
  server.use(
    http.get(`${API}/media/search/`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(page);
      const from = (page - 1) * 12 + 1;
      if (from > count) return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      return HttpResponse.json(
        paged(modules(from, Math.min(12, count - from + 1)), {
          count,
          page,
          next: from + 12 <= count ? 'next' : null,
        }),
      );
    }),
  );
  return asked;
}

/** The address as the browser has it (the tests' router is in memory; the list writes past it). */
const shownInAddress = () => new URLSearchParams(window.location.search).get('shown');

describe('catalogue results', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it('shows skeletons, then course and module cards with the payment badge on locked ones', async () => {
    server.use(
      http.get(`${API}/media/search/`, () =>
        HttpResponse.json(
          paged([
            course({ has_access: false, payment_config: { price: 49, currency: 'USD' } }),
            moduleSummary({ progress: { status: false } }),
          ]),
        ),
      ),
    );
    renderCatalogue();
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Courses and sessions' });
    const [courseItem, moduleItem] = within(list).getAllByRole('article');
    expect(
      within(courseItem).getByRole('link', { name: 'Designing Micro-Lessons' }),
    ).toHaveAttribute('href', '/education/course/1');
    expect(within(courseItem).getAllByText('Paid').length).toBeGreaterThan(0);
    expect(within(moduleItem).getByText('Viewed')).toBeInTheDocument();
    // Shown, and said by the live region that was there all along.
    const [said, shown] = screen.getAllByText('2 results');
    expect(said).toHaveAttribute('role', 'status');
    expect(shown).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an empty state with a reset when filters match nothing', async () => {
    server.use(http.get(`${API}/media/search/`, () => HttpResponse.json(paged([]))));
    const { user } = renderCatalogue('/education/all?q=zzz');
    expect(
      await screen.findByRole('heading', { name: 'Nothing matches these filters' }),
    ).toBeInTheDocument();
    // Said as well: the search's outcome reaches a screen reader, not only "Loading".
    expect(screen.getByText('Nothing found')).toHaveAttribute('role', 'status');
    await user.click(screen.getAllByRole('button', { name: 'Reset filters' }).at(-1)!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/education\/all$/),
    );
  });

  it('shows an inline error and retries', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/media/search/`, () =>
        ++calls === 1
          ? new HttpResponse(null, { status: 500 })
          : HttpResponse.json(paged([course()])),
      ),
    );
    const { user } = renderCatalogue();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error loading the catalogue',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Designing Micro-Lessons' }),
    ).toBeInTheDocument();
  });

  it('loads more with "Show more", announces the count and moves focus to the first new card', async () => {
    server.use(
      http.get(`${API}/media/search/`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json(
          paged(page === 1 ? modules(1, 12) : modules(13, 3), {
            count: 15,
            page,
            next: page === 1 ? 'next' : null,
          }),
        );
      }),
    );
    const { user } = renderCatalogue();
    expect(await screen.findByText('Showing 12 of 15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 15 of 15')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Session 13' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('says a filter once, by its count, also when its results are cached', async () => {
    // Thirty sessions, or sixteen for a search: both more than a page.
    server.use(
      http.get(`${API}/media/search/`, ({ request }) => {
        const count = new URL(request.url).searchParams.get('q') ? 16 : 30;
        return HttpResponse.json(paged(modules(1, 12), { count, page: 1, next: 'next' }));
      }),
    );
    const { user } = renderCatalogue();
    expect(await screen.findByText('Showing 12 of 30')).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('searchbox'), 'S');
    const searched = await screen.findByText('Showing 12 of 16');
    // Back to the cached thirty: no loading state between, the count's region says "30 results".
    await user.clear(screen.getByRole('searchbox'));
    const [said] = await screen.findAllByText('30 results');
    expect(said).toHaveAttribute('role', 'status');
    // "Showing 12 of 30" is a new element, worded as it comes (not said), not the live region
    // of the search changing its words (said after the count: twice for one filter).
    const showing = screen.getByText('Showing 12 of 30');
    expect(showing).toHaveAttribute('role', 'status');
    expect(searched).not.toBeInTheDocument();
  });

  it('shows cached results at once when the learner comes back', async () => {
    server.use(http.get(`${API}/media/search/`, () => HttpResponse.json(paged([course()]))));
    const store = makeStore(state);
    const first = renderCatalogue('/education/all', { store });
    await screen.findByRole('link', { name: 'Designing Micro-Lessons' });
    first.unmount();
    renderCatalogue('/education/all', { store });
    expect(screen.getByRole('link', { name: 'Designing Micro-Lessons' })).toBeInTheDocument();
  });

  it('toggles a card heart with the optimistic flip', async () => {
    server.use(
      http.get(`${API}/media/search/`, () => HttpResponse.json(paged([course()]))),
      http.post(`${API}/courses/1/favorite/`, () => HttpResponse.json({ detail: 'Added.' })),
    );
    const { user } = renderCatalogue();
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  });

  it('asks a visitor to log in from a card heart', async () => {
    server.use(http.get(`${API}/media/search/`, () => HttpResponse.json(paged([course()]))));
    const { store, user } = renderCatalogue('/education/all', {
      preloadedState: { ...visitor, references: referencesWithFilters() },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to favorites' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
  });

  it('keeps the cards opened with "Show more" in the address, so a reload shows them all again', async () => {
    sessionsList(30);
    const first = renderCatalogue();
    expect(await screen.findByText('Showing 12 of 30')).toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Showing 24 of 30')).toBeInTheDocument();
    expect(shownInAddress()).toBe('24');
    first.unmount();

    // The reload: a new app with an empty cache, at the address the browser kept.
    renderCatalogue(`/education/all${window.location.search}`);
    expect(await screen.findByText('Showing 24 of 30')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Courses and sessions' });
    expect(within(list).getAllByRole('article')).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Session 24' })).toBeInTheDocument();
    // Nothing moved the focus: no "Show more" was pressed in this document.
    expect(document.body).toHaveFocus();
  });

  it('shows no more than the list has for an address asking for too many, and asks for no page past its end', async () => {
    const asked = sessionsList(30);
    renderCatalogue('/education/all?shown=100000');
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect([...new Set(asked)].sort()).toEqual([1, 2, 3]);
    // The address says what is shown.
    await waitFor(() => expect(shownInAddress()).toBe('36'));
  });

  it.each(['-24', 'abc', '0', '1e3'])(
    'shows the first twelve for ?shown=%s and drops it from the address',
    async (value) => {
      window.history.replaceState(null, '', `/education/all?shown=${value}`);
      const asked = sessionsList(30);
      renderCatalogue(`/education/all?shown=${value}`);
      expect(await screen.findByText('Showing 12 of 30')).toBeInTheDocument();
      expect(asked).toEqual([1]);
      await waitFor(() => expect(shownInAddress()).toBeNull());
    },
  );

  it('starts a new filter and the tabs at the first twelve', async () => {
    window.history.replaceState(null, '', '/education/all?shown=24');
    sessionsList(30);
    const { user } = renderCatalogue('/education/all?shown=24');
    expect(await screen.findByText('Showing 24 of 30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/education/courses',
    );
    await user.type(screen.getByRole('searchbox'), 'Session');
    await waitFor(() => expect(screen.getByText('Showing 12 of 30')).toBeInTheDocument());
    await waitFor(() => expect(shownInAddress()).toBeNull());
  });
});
