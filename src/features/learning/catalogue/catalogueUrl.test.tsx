import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { LearningListPage } from '../pages/LearningListPage';
import { course, moduleSummary, paged, referencesWithFilters } from '../fixtures';
import { render, signedIn } from '@/test/utils';

/** Every catalogue request's query string, in order. */
function serveCatalogue() {
  const requests: Record<string, string>[] = [];
  server.use(
    http.get(`${API}/media/search/`, ({ request }) => {
      requests.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(paged([course(), moduleSummary()]));
    }),
  );
  return requests;
}
const renderCatalogue = (route: string) =>
  render(<LearningListPage />, {
    path: '/education/:type',
    route,
    history: true,
    preloadedState: { ...signedIn, references: referencesWithFilters() },
  });
const location = () => screen.getByTestId('location').textContent;

describe('catalogue filters in the URL', () => {
  it('reads the URL into the filters slice and the request; type courses maps to course', async () => {
    const requests = serveCatalogue();
    const { store } = renderCatalogue('/education/courses?q=lesson&tags=5,2&themes=3');
    expect(
      await screen.findByRole('link', { name: 'Designing Micro-Lessons' }),
    ).toBeInTheDocument();
    expect(store.getState().filters).toEqual({ q: 'lesson', tags: [2, 5], themes: [3] });
    expect(requests).toEqual([
      { q: 'lesson', tags: '2,5', themes: '3', type: 'course', page: '1', page_size: '12' },
    ]);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lesson');
    expect(
      within(screen.getByRole('list', { name: 'Selected tags' })).getByRole('button', {
        name: 'Remove tag Popular',
      }),
    ).toBeInTheDocument();
  });

  it('never sends empty parameters', async () => {
    const requests = serveCatalogue();
    renderCatalogue('/education/modules');
    await screen.findByRole('link', { name: 'One idea per lesson' });
    expect(requests).toEqual([{ type: 'module', page: '1', page_size: '12' }]);
  });

  it('writes theme, tag and search changes to the URL and the request, resets them, and walks back and forward', async () => {
    const requests = serveCatalogue();
    const { store, user } = renderCatalogue('/education/all');
    await screen.findByRole('link', { name: 'Designing Micro-Lessons' });

    await user.click(screen.getByRole('button', { name: 'Pedagogy' }));
    await waitFor(() => expect(location()).toBe('/education/all?themes=1'));

    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Popular' }));
    await waitFor(() => expect(location()).toBe('/education/all?tags=5&themes=1'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'micro');
    await waitFor(() => expect(location()).toBe('/education/all?q=micro&tags=5&themes=1'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        q: 'micro',
        tags: '5',
        themes: '1',
        type: 'all',
        page: '1',
        page_size: '12',
      }),
    );
    expect(store.getState().filters).toEqual({ q: 'micro', tags: [5], themes: [1] });

    await user.click(screen.getAllByRole('button', { name: 'Reset filters' })[0]);
    expect(location()).toBe('/education/all');
    expect(store.getState().filters).toEqual({ q: '', tags: [], themes: [] });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(location()).toBe('/education/all?q=micro&tags=5&themes=1');
    expect(store.getState().filters).toEqual({ q: 'micro', tags: [5], themes: [1] });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('micro');

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(location()).toBe('/education/all?tags=5&themes=1');
    expect(store.getState().filters).toEqual({ q: '', tags: [5], themes: [1] });

    await user.click(screen.getByRole('button', { name: 'history forward' }));
    expect(store.getState().filters).toEqual({ q: 'micro', tags: [5], themes: [1] });
    expect(requests.every((query) => Object.values(query).every((value) => value !== ''))).toBe(
      true,
    );
  }, 20_000);

  it('removes a selected tag from the URL', async () => {
    serveCatalogue();
    const { user } = renderCatalogue('/education/all?tags=2,5');
    await user.click(await screen.findByRole('button', { name: 'Remove tag Intermediate' }));
    expect(location()).toBe('/education/all?tags=5');
    // The focus stays in the filters: on the chip that took its place, then on the search field.
    const other = screen.getByRole('button', { name: /^Remove tag / });
    expect(other).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(location()).toBe('/education/all');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('Reset gives the focus to the search field, the filters start', async () => {
    serveCatalogue();
    const { user } = renderCatalogue('/education/all?themes=3&q=micro');
    // No tag chosen: no empty list of selected tags beside Reset.
    await screen.findAllByRole('button', { name: 'Reset filters' });
    expect(screen.queryByRole('list', { name: 'Selected tags' })).toBeNull();
    // The filters' own (the first; an empty result has one too).
    await user.click((await screen.findAllByRole('button', { name: 'Reset filters' }))[0]);
    expect(location()).toBe('/education/all');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('keeps the filters when switching tabs', async () => {
    serveCatalogue();
    const { user } = renderCatalogue('/education/all?themes=3');
    await screen.findByRole('link', { name: 'Designing Micro-Lessons' });
    await user.click(screen.getByRole('link', { name: 'Courses' }));
    expect(location()).toBe('/education/courses?themes=3');
  });
});
