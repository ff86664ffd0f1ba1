/**
 * The session page as the ModulePage suites render it: session 11, signed in unless told, at its
 * own address with a history (so a guard's or a link's move shows in the location).
 */
import { http, HttpResponse } from 'msw';
import type { ModuleDetail } from '@/shared/contract/learning';
import { API, server } from '@/test/msw/server';
import { render, signedIn, type RenderOptions } from '@/test/utils';
import { ModulePage } from '../pages/ModulePage';
import { moduleSummary } from '../fixtures';

export const renderModulePage = (preloadedState: RenderOptions['preloadedState'] = signedIn) =>
  render(<ModulePage />, {
    path: '/education/module/:id',
    route: '/education/module/11',
    history: true,
    preloadedState,
  });

/** GET session 11 (`detail()` at each call) and its one recommendation, session 12. */
export function serveModule(detail: () => ModuleDetail) {
  server.use(
    http.get(`${API}/courses/modules/11/`, () => HttpResponse.json(detail())),
    http.get(`${API}/courses/modules/11/recommendations/`, () =>
      HttpResponse.json([moduleSummary({ id: 12, name: 'Cutting content to its core' })]),
    ),
  );
}
