import { screen, waitFor, within } from '@testing-library/react';
import type { FavoriteItem } from '@/shared/contract/profile';
import { selectIsFavorite } from '../favoritesSlice';
import { MISSING_ID } from './FavoriteItemCard';
import { articleItem, courseItem, favoritesServer, many, moduleItem } from '../fixtures';
import { renderFavoritesPage } from '../testing/renderFavoritesPage';

const renderFavorites = renderFavoritesPage;

const link = (name: string) => screen.findByRole('link', { name });
const titles = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .concat(screen.queryAllByRole('heading', { level: 2 }))
    .filter((h) => h.closest('article'))
    .map((h) => h.textContent);

describe('Favorites page: items', () => {
  it.each([
    [
      '/favorites/education',
      () => favoritesServer({ module: [moduleItem(11)] }),
      'Session 11',
      '/education/module/11',
    ],
    [
      '/favorites/courses',
      () => favoritesServer({ course: [courseItem(3)] }),
      'Course 3',
      '/education/course/3',
    ],
    [
      '/favorites/media',
      () => favoritesServer({ article: [articleItem(5)] }),
      'News 5',
      '/media/5',
    ],
  ])('%s: a click opens the item’s own page', async (route, serve, name, target) => {
    serve();
    const { user } = renderFavorites(route);
    await user.click(await link(name));
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
  });

  it("an item without an id logs 'Missing id' and does not navigate", async () => {
    const broken = {
      ...courseItem(0),
      object: { ...courseItem(0).object, id: undefined },
    } as unknown as FavoriteItem;
    favoritesServer({ course: [broken] });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderFavorites('/favorites/courses');
    await user.click(await link('Course 0'));
    expect(log).toHaveBeenCalledWith(MISSING_ID, broken);
    expect(MISSING_ID).toBe('Missing id');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course 0' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('hides sessions that are not published', async () => {
    favoritesServer({
      module: [moduleItem(1), moduleItem(2, { is_published: false }), moduleItem(3)],
    });
    renderFavorites('/favorites/education');
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    expect(titles()).toEqual(['Session 1', 'Session 3']);
  });

  it('a failed page fetch leaves the list shown and the pager on the page shown', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    favoritesServer({ module: many(5, (id) => moduleItem(id)) }, (_kind, page) => page === 2);
    const { user } = renderFavorites('/favorites/education');
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 3000 });
    expect(titles()).toEqual(['Session 1', 'Session 2', 'Session 3']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    log.mockRestore();
  });

  it('a block that never loaded offers a retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let failing = true;
    favoritesServer({ article: [articleItem(8)] }, () => failing);
    const { user } = renderFavorites('/favorites/media');
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'News 8' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('removing a favorite updates the block, the hearts and pages back when its page is gone', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lists = { module: many(4, (id) => moduleItem(id)) };
    favoritesServer(lists);
    const { user, store } = renderFavorites('/favorites/education');
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const card = (await screen.findByRole('heading', { name: 'Session 4' })).closest('article')!;
    expect(selectIsFavorite(store.getState(), 'module', 4)).toBe(true);
    await user.click(within(card).getByRole('button', { name: 'Remove from favorites' }));
    // Page 2 no longer exists (404): back to page 1, and the pager disappears with one page left.
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: /^Pagination/ })).not.toBeInTheDocument(),
    );
    expect(titles()).toEqual(['Session 1', 'Session 2', 'Session 3']);
    expect(selectIsFavorite(store.getState(), 'module', 4)).toBe(false);
    expect(lists.module).toHaveLength(3);
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('page 2'),
      expect.objectContaining({ status: 404 }),
    );
    log.mockRestore();
  });

  it("a favorite removed by keyboard leaves the focus on the next card's heart, not the page", async () => {
    favoritesServer({ module: many(3, (id) => moduleItem(id)) });
    const { user } = renderFavorites('/favorites/education');
    const first = (await screen.findByRole('heading', { name: 'Session 1' })).closest('article')!;
    within(first).getByRole('button', { name: 'Remove from favorites' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(titles()).toEqual(['Session 2', 'Session 3']));
    const next = screen.getByRole('heading', { name: 'Session 2' }).closest('article')!;
    await waitFor(() =>
      expect(within(next).getByRole('button', { name: 'Remove from favorites' })).toHaveFocus(),
    );
  });
});
