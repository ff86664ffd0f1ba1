import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { NavigatorBridge } from '@/app/routes/NavigatorBridge';
import { anna } from '@/features/profile/fixtures';
import { Header } from '@/features/layout/Header/Header';
import type { Profile } from '@/shared/contract/profile';
import { API, server } from '@/test/msw/server';
import { render } from '@/test/utils';
import { authState, loggedInStore, visitorStore } from '@/test/utils';
import { makeStore } from '@/app/store';

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHeader(store = loggedInStore(), profile: Profile = anna) {
  server.use(http.get(`${API}/profile/my/`, () => HttpResponse.json(profile)));
  return render(
    <>
      <NavigatorBridge />
      <Header phone={false} menuOpen={false} onMenuToggle={() => undefined} />
      <Probe />
    </>,
    { store, route: '/education/all' },
  );
}

const menuButton = () =>
  screen.findByRole('button', { name: 'Account menu of Anna Petrova Sergeevna' });

describe('UserMenu (SPEC §2)', () => {
  test('shows first, last and middle name and the default avatar when there is no photo', async () => {
    const { container } = renderHeader();
    expect(await menuButton()).toHaveTextContent('Anna Petrova Sergeevna');
    expect(container.querySelector('[data-avatar="default"]')).toBeInTheDocument();
  });

  test('shows the photo when there is one', async () => {
    const { container } = renderHeader(loggedInStore(), {
      ...anna,
      photo: '/api/media/files/anna.jpg',
    });
    await menuButton();
    await waitFor(() =>
      expect(container.querySelector('img')).toHaveAttribute('src', '/api/media/files/anna.jpg'),
    );
  });

  test("a photo that does not load (another tab's upload replaced it) reads the profile again, once, and shows the new one", async () => {
    let reads = 0;
    const photos = ['/api/media/uploads/old.jpg', '/api/media/uploads/new.jpg'];
    server.use(
      http.get(`${API}/profile/my/`, () => {
        reads += 1;
        return HttpResponse.json({ ...anna, photo: photos[Math.min(reads, 2) - 1] });
      }),
    );
    const { container } = render(
      <Header phone={false} menuOpen={false} onMenuToggle={() => undefined} />,
      { store: loggedInStore(), route: '/education/all' },
    );
    await menuButton();
    const photo = () => container.querySelector('img');
    await waitFor(() => expect(photo()).toHaveAttribute('src', photos[0]));
    fireEvent.error(photo()!);
    await waitFor(() => expect(photo()).toHaveAttribute('src', photos[1]));
    expect(reads).toBe(2);
    // The new one gone too, and the server names no newer: asked once more, then the default
    // avatar, not a loop of reads.
    fireEvent.error(photo()!);
    await waitFor(() => expect(reads).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(3);
    expect(container.querySelector('[data-avatar="default"]')).toBeInTheDocument();
  });

  test('the menu: Personal account, Public profile (disabled unless published), Favorites, Exit', async () => {
    const { user } = renderHeader();
    const button = await menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal account',
      'Public profile',
      'Favorites',
      'Exit',
    ]);
    expect(items[0]).toHaveAttribute('href', '/personal');
    expect(items[1]).toHaveAttribute('aria-disabled', 'true');
    expect(items[1]).not.toHaveAttribute('href');
    expect(items[2]).toHaveAttribute('href', '/favorites/all');
    expect(items[0]).toHaveFocus();
  });

  test('a published profile gets a live public profile link', async () => {
    const { user } = renderHeader(loggedInStore(), { ...anna, id: 7, is_published: true });
    await user.click(await menuButton());
    const item = screen.getByRole('menuitem', { name: 'Public profile' });
    expect(item).toHaveAttribute('href', '/publish/7');
    expect(item).not.toHaveAttribute('aria-disabled');
  });

  test('keyboard: arrows move, Escape closes and returns focus', async () => {
    const { user } = renderHeader();
    const button = await menuButton();
    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Public profile' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Exit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Personal account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('Exit revokes the refresh token, clears both cookies and goes to /auth', async () => {
    document.cookie = 'accessToken=a1; path=/';
    document.cookie = 'refreshToken=r1; path=/';
    let revoked: unknown = null;
    server.use(
      http.post(`${API}/auth/logout/`, async ({ request }) => {
        revoked = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, store } = renderHeader();
    await user.click(await menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Exit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    await waitFor(() => expect(revoked).toEqual({ refresh: 'r1' }));
    expect(store.getState().auth.accessToken).toBeNull();
    expect(document.cookie).not.toMatch(/accessToken|refreshToken/);
  });

  test('Exit does not wait for the server: a logout call that never answers still lands on /auth', async () => {
    document.cookie = 'accessToken=a1; path=/';
    document.cookie = 'refreshToken=r1; path=/';
    const revoked: unknown[] = [];
    server.use(
      http.post(`${API}/auth/logout/`, async ({ request }) => {
        revoked.push(await request.json());
        return new Promise<never>(() => undefined); // the server hangs
      }),
    );
    const { user, store } = renderHeader();
    await user.click(await menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Exit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/auth'));
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null });
    expect(document.cookie).not.toMatch(/accessToken|refreshToken/);
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    await waitFor(() => expect(revoked).toEqual([{ refresh: 'r1' }]));
  });

  test('visitors get no user menu, only a Log in link', () => {
    render(<Header phone={false} menuOpen={false} onMenuToggle={() => undefined} />, {
      store: visitorStore(),
    });
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  });

  test('an access token alone is not enough: both tokens are needed (SPEC §4)', () => {
    const store = makeStore({ auth: authState({ accessToken: 'a1' }) });
    render(<Header phone={false} menuOpen={false} onMenuToggle={() => undefined} />, { store });
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });
});
