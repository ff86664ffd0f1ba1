import { screen, waitFor, within } from '@testing-library/react';
import { articleItem, courseItem, favoritesServer, many, moduleItem } from '../fixtures';
import { renderFavoritesPage } from '../testing/renderFavoritesPage';

const renderFavorites = renderFavoritesPage;

const cardTitles = () =>
  screen
    .queryAllByRole('heading', { level: 3 })
    .concat(screen.queryAllByRole('heading', { level: 2 }))
    .filter((h) => h.closest('article'))
    .map((h) => h.textContent);
const pager = () => screen.queryByRole('navigation', { name: /^Pagination/ });

describe('Favorites page', () => {
  it('has the four tabs with their addresses, the current one marked', async () => {
    favoritesServer({ course: [courseItem(1)] });
    renderFavorites('/favorites/courses');
    const tabs = within(screen.getByRole('navigation', { name: 'Favorites sections' }));
    expect(tabs.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['All', '/favorites/all'],
      ['Sessions', '/favorites/education'],
      ['News', '/favorites/media'],
      ['Courses', '/favorites/courses'],
    ]);
    expect(tabs.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Course 1' })).toBeInTheDocument();
  });

  it.each([
    ['/favorites/all', 'Favorites · EduCommunity'],
    ['/favorites/education', 'Favorites: Sessions · EduCommunity'],
    ['/favorites/courses', 'Favorites: Courses · EduCommunity'],
  ])('%s titles its browser tab %p', async (route, title) => {
    favoritesServer({});
    renderFavorites(route);
    await screen.findByRole('heading', { level: 1, name: 'Favorites' });
    expect(document.title).toBe(title);
  });

  it('shows skeletons while loading', async () => {
    favoritesServer({ article: [articleItem(1)] });
    renderFavorites('/favorites/media');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'News 1' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['/favorites/education', 'Your list of favorite sessions is empty'],
    ['/favorites/media', 'Your favorite list is empty'],
    ['/favorites/courses', 'Your list of favorite courses is empty'],
    ['/favorites/all', 'Your favorites list is empty'],
  ])('%s with nothing saved says %p', async (route, text) => {
    favoritesServer({});
    renderFavorites(route);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });

  it('pages a block with Next and Back, 3 per page, pages = ceil(count / 3)', async () => {
    const requests = favoritesServer({ module: many(7, (id) => moduleItem(id)) });
    const { user } = renderFavorites('/favorites/education');
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Session 1', 'Session 2', 'Session 3']);
    const nav = within(pager()!);
    expect(nav.getAllByRole('button', { name: /^Page/ }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(nav.getByRole('button', { name: 'Back' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Session 4' })).toBeInTheDocument();
    await user.click(nav.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Session 7' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Session 7']);
    expect(nav.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(nav.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Session 4' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(requests).toEqual(['module:1', 'module:2', 'module:3']);
  });

  it('shows no pagination with three items or fewer', async () => {
    favoritesServer({ course: many(3, courseItem) });
    renderFavorites('/favorites/courses');
    expect(await screen.findByRole('heading', { name: 'Course 3' })).toBeInTheDocument();
    expect(pager()).not.toBeInTheDocument();
  });

  it('All: the three blocks, each paged on its own; empty blocks are left out', async () => {
    favoritesServer({ module: many(4, (id) => moduleItem(id)), course: many(2, courseItem) });
    const { user } = renderFavorites('/favorites/all');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sessions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Courses' })).toBeInTheDocument();
    // The blocks' headings show over their skeletons: wait until every block has its page.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'News' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Course 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: /^Pagination/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Session 4' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Course 2' })).toBeInTheDocument();
  });

  it("All: Next hands the focus to the block's heading, which says the page", async () => {
    favoritesServer({ module: many(7, (id) => moduleItem(id)), course: many(2, courseItem) });
    const { user } = renderFavorites('/favorites/all');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Sessions' });
    // The block's heading shows over its skeleton: wait for the first page's cards and pager.
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Session 4' })).toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription('Page 1 of 3');
  });

  it('one kind, in Russian: Next hands the focus to the block, which says the page', async () => {
    favoritesServer({ module: many(7, (id) => moduleItem(id)) });
    const { user } = renderFavoritesPage('/favorites/education', 'ru');
    expect(await screen.findByRole('heading', { name: 'Session 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(await screen.findByRole('heading', { name: 'Session 4' })).toBeInTheDocument();
    const block = screen.getByRole('heading', { name: 'Session 4' }).closest('section')!;
    expect(block).toHaveFocus();
    expect(block).toHaveAccessibleDescription('Страница 2 из 3');
  });
});
