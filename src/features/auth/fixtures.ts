/** Test data and network answers for the login and registration tests (imported by tests only). */
import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { http, HttpResponse } from 'msw';
import { GuestOnly } from '@/app/routes/guards';
import { API, server } from '@/test/msw/server';
import { LoginPage } from './pages/LoginPage';
import { RegisterPage } from './pages/RegisterPage';
import { SignInLinkPage } from './pages/SignInLinkPage';

/** /auth, /register and /auth/link behind the app's guest-only guard, as in the app's route table. */
export const guestRoutes: RouteObject[] = [
  {
    element: createElement(GuestOnly),
    children: [
      { path: '/auth', element: createElement(LoginPage) },
      { path: '/register', element: createElement(RegisterPage) },
      { path: '/auth/link', element: createElement(SignInLinkPage) },
    ],
  },
];

/**
 * Finds a counting notice's wait as it is shown (`getByText(text, shownWait)`): its alert keeps
 * the wait as it came, hidden, for screen readers (FormNotice `spoken`).
 */
export const shownWait = { selector: '[aria-hidden="true"]' };

/** What a successful login triggers: the verify answer and the favorites reload after it. */
export function acceptCode(expected = '1234') {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/auth/verify/`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      bodies.push(body);
      return body.code === expected
        ? HttpResponse.json({ access: 'access-1', refresh: 'refresh-1' })
        : HttpResponse.json(
            { code: ['Invalid code'], codes: { code: ['invalid_code'] } },
            { status: 400 },
          );
    }),
    http.get(`${API}/profile/favorites/`, () => HttpResponse.json([])),
  );
  return bodies;
}

export const codeBoxes = (screen: { getAllByRole: (role: 'textbox') => HTMLElement[] }) =>
  screen.getAllByRole('textbox').filter((el) => el.getAttribute('aria-label')?.startsWith('Digit'));
