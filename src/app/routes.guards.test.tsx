// First: it stands mock screens in for the app's (see there).
import { renderApp, heading } from './testing/renderRouteTable';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { makeStore } from '@/app/store';
import { loggedOut, tokensReceived } from '@/features/auth/authSlice';
import { readTokensFromCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import { fakeBrowser } from '@/test/fakeTabs';
import { anna } from '@/features/profile/fixtures';
import { loggedInStore } from '@/test/utils';

describe('guards (SPEC §4, §6)', () => {
  test('a visitor on a protected route: wanted path saved, sent to learning, auth prompt open', async () => {
    const { store, location, user } = renderApp('/personal?tab=work#education');
    expect(await heading('Learning')).toBeInTheDocument();
    expect(location()).toBe('/education/all');
    expect(store.getState().auth.wantedPath).toBe('/personal?tab=work#education');
    expect(store.getState().auth.authPromptOpen).toBe(true);

    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await heading('Log in')).toBeInTheDocument();
    expect(location()).toBe('/auth');
    expect(store.getState().auth.authPromptOpen).toBe(false);
  });

  test.each([
    '/main',
    '/media/3',
    '/communities/all',
    '/favorites/media',
    '/education/module/tests/2',
  ])('a visitor cannot open %s', async (path) => {
    const { store, location } = renderApp(path);
    await heading('Learning');
    expect(location()).toBe('/education/all');
    expect(store.getState().auth.wantedPath).toBe(path);
  });

  test('the prompt offers registration too', async () => {
    const { user, location } = renderApp('/favorites/all');
    await screen.findByRole('dialog', { name: 'Log in to continue' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await heading('Registration')).toBeInTheDocument();
    expect(location()).toBe('/register');
  });

  test.each(['/auth', '/register'])('%s with tokens goes to /main', async (path) => {
    server.use(http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)));
    const { location } = renderApp(path, loggedInStore());
    expect(await heading('Home')).toBeInTheDocument();
    expect(location()).toBe('/main');
  });

  test("Exit on a protected screen goes to /auth, not to the guard's learning list", async () => {
    server.use(
      http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)),
      http.post(`${API}/auth/logout/`, () => new HttpResponse(null, { status: 204 })),
    );
    const { user, store, location } = renderApp('/personal', loggedInStore());
    await heading('Personal account');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Exit' }));
    expect(await heading('Log in')).toBeInTheDocument();
    expect(location()).toBe('/auth');
    expect(store.getState().auth.authPromptOpen).toBe(false);
    expect(store.getState().auth.wantedPath).toBeNull();
  });

  test.each([
    ['access', 'accessToken=a-stray; path=/'],
    ['refresh', 'refreshToken=r-stray; path=/'],
  ])(
    'a lone %s cookie is no session: /auth shows the login form and the stray cookie is removed',
    async (_kind, cookie) => {
      document.cookie = cookie;
      const store = makeStore(); // reads the cookies as at startup
      const { location } = renderApp('/auth', store);
      expect(await heading('Log in')).toBeInTheDocument();
      expect(location()).toBe('/auth');
      expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null });
      expect(readTokensFromCookies()).toEqual({ accessToken: null, refreshToken: null });
    },
  );

  test('Exit in another tab takes a protected screen here to /auth at once', async () => {
    server.use(http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)));
    writeTokenCookies('a1', 'r1');
    const browser = fakeBrowser();
    const otherTab = makeStore(undefined, { tabs: browser.tab() });
    const { store, location } = renderApp(
      '/personal',
      makeStore(undefined, { tabs: browser.tab() }),
    );
    await heading('Personal account');
    otherTab.dispatch(loggedOut({ reason: 'user' }));
    expect(await heading('Log in')).toBeInTheDocument();
    expect(location()).toBe('/auth');
    expect(store.getState().auth).toMatchObject({ accessToken: null, refreshToken: null });
  });

  test('a login in another tab takes /auth here on, like a login here', async () => {
    server.use(
      http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)),
      http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])),
    );
    const browser = fakeBrowser();
    const otherTab = makeStore(undefined, { tabs: browser.tab() });
    const { location } = renderApp('/auth', makeStore(undefined, { tabs: browser.tab() }));
    await heading('Log in');
    otherTab.dispatch(tokensReceived({ access: 'a9', refresh: 'r9' }));
    expect(await heading('Home')).toBeInTheDocument();
    expect(location()).toBe('/main');
    expect(await screen.findByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  });

  test('/auth without tokens shows the login screen without the sidebar', async () => {
    renderApp('/auth');
    expect(await heading('Log in')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Browse learning without an account' }),
    ).toHaveAttribute('href', '/education/all');
  });
});
