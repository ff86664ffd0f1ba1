// First: it stands mock screens in for the app's (see there).
import { renderApp, heading } from './testing/renderRouteTable';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { anna } from '@/features/profile/fixtures';
import { loggedInStore } from '@/test/utils';

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
