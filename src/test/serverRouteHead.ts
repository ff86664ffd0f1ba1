/**
 * A server route's head as src/server.tsx gets it, for the route tests in src/app/ssr/: the
 * route's queries run against the API (mocked with MSW by the test), then its head reads their
 * answers.
 */
import { createIntl } from 'react-intl';
import { makeStore } from '@/app/store';
import type { ServerRoute } from '@/app/ssr/serverRouteBase';
import { emptyAuthState } from '@/features/auth/authSlice';
import { api } from '@/shared/api/baseApi';
import { API } from './msw/server';
import { catalogues } from './utils';

export async function serverRouteHead(
  route: ServerRoute,
  {
    params,
    search = '',
    pathname,
  }: { params: Record<string, string>; search?: string; pathname: string },
) {
  const store = makeStore(
    { auth: emptyAuthState, preferences: { locale: 'en', theme: null } },
    { apiBaseUrl: API },
  );
  const context = { params, search };
  for (const start of route.load?.(context) ?? []) store.dispatch(start as never);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  return route.head({
    ...context,
    state: store.getState(),
    intl: createIntl({ locale: 'en', messages: catalogues.en }),
    origin: 'https://edu.example',
    pathname,
  });
}
