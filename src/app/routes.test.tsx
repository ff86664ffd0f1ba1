// Screens are stand-ins showing their heading: these tests are about the route table, guards and
// redirects, not about what each screen fetches (every screen has its own tests).
jest.mock('@/features/learning/pages/LearningListPage', () =>
  mockScreen('LearningListPage', 'Learning'),
);
jest.mock('@/features/learning/pages/CoursePage', () => mockScreen('CoursePage', 'Course'));
jest.mock('@/features/learning/pages/ModulePage', () => mockScreen('ModulePage', 'Session'));
jest.mock('@/features/learning/pages/ModuleTestPage', () =>
  mockScreen('ModuleTestPage', 'Session test'),
);
jest.mock('@/features/learning/pages/SponsorPage', () => mockScreen('SponsorPage', 'Sponsor'));
jest.mock('@/features/events/pages/EventsListPage', () => mockScreen('EventsListPage', 'Events'));
jest.mock('@/features/events/pages/EventPage', () => mockScreen('EventPage', 'Event'));
jest.mock('@/features/media/pages/NewsListPage', () => mockScreen('NewsListPage', 'News'));
jest.mock('@/features/media/pages/ArticlePage', () => mockScreen('ArticlePage', 'Article'));
jest.mock('@/features/communities/pages/CommunityListPage', () =>
  mockScreen('CommunityListPage', 'Community'),
);
jest.mock('@/features/communities/pages/CommunityMemberPage', () =>
  mockScreen('CommunityMemberPage', 'Community member'),
);
jest.mock('@/features/profile/pages/PersonalPage', () =>
  mockScreen('PersonalPage', 'Personal account'),
);
jest.mock('@/features/profile/pages/PublicProfilePage', () =>
  mockScreen('PublicProfilePage', 'Public profile'),
);
jest.mock('@/features/profile/pages/CertificatePage', () =>
  mockScreen('CertificatePage', 'Certificate verification'),
);
jest.mock('@/features/favorites/pages/FavoritesPage', () =>
  mockScreen('FavoritesPage', 'Favorites'),
);
jest.mock('@/features/home/pages/HomePage', () => mockScreen('HomePage', 'Home'));
jest.mock('@/features/auth/pages/LoginPage', () => mockScreen('LoginPage', 'Log in'));
jest.mock('@/features/auth/pages/RegisterPage', () => mockScreen('RegisterPage', 'Registration'));

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { makeStore } from '@/app/store';
import { loggedOut, tokensReceived } from '@/features/auth/authSlice';
import { readTokensFromCookies, writeTokenCookies } from '@/shared/lib/tokenCookies';
import { fakeBrowser } from '@/test/fakeTabs';
import { anna } from '@/features/profile/fixtures';
import { mockScreen } from '@/test/mockScreen';
import { loggedInStore, render, visitorStore } from '@/test/utils';
import type { AppStore } from './store';

/** The whole route table at `route` (a visitor unless a store is given). */
const renderApp = (route: string, store: AppStore = visitorStore()) =>
  render(null, { routes: 'app', route, store });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('redirects (SPEC §2)', () => {
  test.each([
    ['/', '/education/all'],
    ['/education', '/education/all'],
    ['/events', '/events/all'],
  ])('%s redirects to %s', async (from, to) => {
    const { location } = renderApp(from);
    await waitFor(() => expect(location()).toBe(to));
  });

  test("an address ending in a slash is replaced by the page's own, its query and hash kept", async () => {
    const { location } = renderApp('/events/past/?q=maths#list');
    expect(await heading('Events')).toBeInTheDocument();
    expect(location()).toBe('/events/past?q=maths#list');
  });

  test.each([
    ['/communities', '/communities/all', 'Community'],
    ['/favorites', '/favorites/all', 'Favorites'],
  ])('%s redirects a signed-in user to %s', async (from, to, title) => {
    server.use(http.get(`${API}/profile/my/`, () => HttpResponse.json(anna)));
    const { location } = renderApp(from, loggedInStore());
    expect(await heading(title)).toBeInTheDocument();
    expect(location()).toBe(to);
  });
});

describe('public screens open for visitors', () => {
  test.each([
    ['/education/all', 'Learning'],
    ['/education/courses', 'Learning'],
    ['/education/course/3', 'Course'],
    ['/education/module/7', 'Session'],
    ['/education/sponsor/2', 'Sponsor'],
    ['/events/all', 'Events'],
    ['/events/upcoming/4', 'Event'],
    ['/publish/5', 'Public profile'],
    ['/certificates/9f2b7c41e08d5a6b3c1e4f70', 'Certificate verification'],
  ])('%s shows "%s"', async (path, title) => {
    const { location } = renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    expect(location()).toBe(path);
  });
});

describe('protected screens open for signed-in users', () => {
  beforeEach(() => server.use(http.get(`${API}/profile/my/`, () => HttpResponse.json(anna))));
  test.each([
    ['/main', 'Home'],
    ['/media', 'News'],
    ['/media/12', 'Article'],
    ['/education/module/tests/3', 'Session test'],
    ['/communities/mentors', 'Community'],
    ['/communities/experts/9', 'Community member'],
    ['/personal', 'Personal account'],
    ['/favorites/courses', 'Favorites'],
  ])('%s shows "%s"', async (path, title) => {
    const { location } = renderApp(path, loggedInStore());
    expect(await heading(title)).toBeInTheDocument();
    expect(location()).toBe(path);
  });
});

describe('the not-found page', () => {
  test.each([
    '/nowhere',
    '/education/unknown-type',
    '/education/course/abc',
    '/events/all/0',
    '/publish/-1',
    '/education/course/3/extra',
  ])('%s is not found', async (path) => {
    renderApp(path);
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to learning' })).toHaveAttribute(
      'href',
      '/education/all',
    );
  });

  test('sets the document title after the heading', async () => {
    renderApp('/nowhere');
    await heading('Page not found');
    expect(document.title).toBe('Page not found · EduCommunity');
  });
});

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
