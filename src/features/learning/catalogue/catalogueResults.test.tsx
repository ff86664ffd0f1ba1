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

describe('catalogue results', () => {
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
});
