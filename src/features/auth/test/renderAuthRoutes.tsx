/**
 * Test helper: /auth and /register behind the real guest-only guard, as in the app's route
 * table, and a probe that prints where the app went afterwards.
 */
import { Route, Routes, useLocation } from 'react-router';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { GuestOnly } from '@/app/routes/guards';
import type { RootState } from '@/app/store';
import { API, server } from '@/test/msw/server';
import { renderWithProviders } from '@/test/renderWithProviders';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage } from '../pages/RegisterPage';

// Screens here wait on the network, lazy chunks and the 250 ms snackbar switch: on a busy
// machine that can outlast Testing Library's 1 s default (only in the files using this helper).
configure({ asyncUtilTimeout: 3000 });

function Probe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export function renderAuthRoutes(route: string, preloadedState?: Partial<RootState>) {
  return renderWithProviders(
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
      </Route>
      <Route path="*" element={<Probe />} />
    </Routes>,
    { route, preloadedState },
  );
}

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
