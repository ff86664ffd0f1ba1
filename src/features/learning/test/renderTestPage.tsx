/**
 * The test page as the module-test suites render it: test 21 of session 11, signed in, with the
 * session's own answer for the breadcrumb (its name and course).
 */
import { http, HttpResponse } from 'msw';
import { API, server } from '@/test/msw/server';
import { authState, render, signedIn, type RenderOptions } from '@/test/utils';
import { ModuleTestPage } from '../pages/ModuleTestPage';
import { moduleDetail, moduleTest } from '../fixtures';

export function renderTestPage(
  preloadedState: RenderOptions['preloadedState'] = signedIn,
  locale: RenderOptions['locale'] = 'en',
) {
  server.use(http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(moduleDetail())));
  return render(<ModuleTestPage />, {
    path: '/education/module/tests/:id',
    route: '/education/module/tests/21?module=11',
    history: true,
    preloadedState,
    locale,
  });
}

/** GET /tests/21/: the fixture test. */
export const getTest = () => http.get(`${API}/tests/21/`, () => HttpResponse.json(moduleTest()));

/** A session whose tokens name a user (the JWT `sub`; the tests never check a signature). */
export function sessionOf(sub: string) {
  const token = `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.x`;
  return { auth: authState({ accessToken: token, refreshToken: token }) };
}
