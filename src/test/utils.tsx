/**
 * The one test-utils module of the app tests (redux-templates' renderWithProviders): every
 * component test renders through `render`, with a fresh store per test (docs/developers.md).
 *
 *   const { store, user } = render(<CoursePage />, {
 *     path: '/education/course/:id',  // mount the ui at this route pattern (it reads params)
 *     route: '/education/course/1',    // the URL the test starts at
 *     preloadedState: signedIn,
 *   });
 *   const { location } = render(null, { routes: 'app', route: '/personal' }); // the app's routes
 *
 * Options:
 * - store / preloadedState: the store to use, or the state of a fresh one (makeStore).
 * - route: the starting URL of a MemoryRouter (default '/').
 * - path: mount `ui` at this route pattern; routes: 'app' (the app's whole route table with its
 *   guards, layouts and the NavigatorBridge that lets logout and re-auth navigate, as in App.tsx)
 *   or a RouteObject[] table; `ui` (if any) renders after the table. With path or a table, any other URL shows a
 *   probe, `<p data-testid="location">` with the path, search and hash it went to.
 * - history: show the location probe all the time, with "history back"/"history forward"
 *   buttons (the browser's Back and Forward); the catch-all then shows only "elsewhere".
 * - locale: 'en' | 'ru' with the real catalogue (i18n/*.json), or 'store' for the app's own
 *   AppIntlProvider (the store's language, switchable, catalogue loaded as in the app);
 *   timeZone for IntlProvider (dates).
 * - theme: 'light' | 'dark' (the preference in the store) or 'store' mounts the app's
 *   ThemeProvider, which puts the theme on <html data-theme>; without it, no ThemeProvider.
 * Returns Testing Library's result plus `store`, `user` (userEvent.setup()) and `location()`
 * (the router's current path + search + hash).
 *
 * Store builders for tests without React: `loggedInStore()`, `visitorStore()`; preloaded
 * states `signedIn` and `visitor`; `authState(tokens)`.
 */
import type { ReactElement, ReactNode } from 'react';
import {
  render as rtlRender,
  type RenderOptions as RtlRenderOptions,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { AppIntlProvider } from '@/app/providers/AppIntlProvider';
import { ThemeProvider } from '@/app/providers/ThemeProvider';
import { AppRoutes } from '@/app/router';
import { NavigatorBridge } from '@/app/routes/NavigatorBridge';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import { emptyAuthState, type AuthState } from '@/features/auth/authSlice';
import { preferencesReducer } from '@/features/preferences/preferencesSlice';
import type { Locale } from '@/shared/config';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';

export const catalogues: Record<Locale, Record<string, string>> = { en, ru };

export interface RenderOptions extends Omit<RtlRenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  path?: string;
  routes?: 'app' | RouteObject[];
  history?: boolean;
  locale?: Locale | 'store';
  timeZone?: string;
  theme?: 'light' | 'dark' | 'store';
}

/* ----------------------------------------------------------------------------------------- */
/* Store builders                                                                            */

export function authState(tokens: Partial<AuthState> = {}): AuthState {
  return { ...emptyAuthState, ...tokens };
}

/** Preloaded states: signed in (access 'a1', refresh 'r1') and a visitor (no tokens). */
export const signedIn = {
  auth: authState({ accessToken: 'a1', refreshToken: 'r1' }),
} satisfies Partial<RootState>;
export const visitor = { auth: authState() } satisfies Partial<RootState>;

/** A store logged in with the given tokens (defaults: access 'a1', refresh 'r1'). */
export function loggedInStore(access = 'a1', refresh = 'r1', rest: Partial<RootState> = {}) {
  return makeStore({ auth: authState({ accessToken: access, refreshToken: refresh }), ...rest });
}

export function visitorStore(rest: Partial<RootState> = {}) {
  return makeStore({ auth: authState(), ...rest });
}

/* ----------------------------------------------------------------------------------------- */
/* Routing                                                                                   */

const where = (l: { pathname: string; search: string; hash: string }) =>
  `${l.pathname}${l.search}${l.hash}`;

function LocationProbe() {
  return <p data-testid="location">{where(useLocation())}</p>;
}

/** The location line with the browser's Back and Forward, for URL round trips. */
function HistoryProbe() {
  const navigate = useNavigate();
  return (
    <div>
      <LocationProbe />
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </div>
  );
}

/** Records the router's location for `location()` without adding anything to the page. */
function LocationSpy({ into }: { into: { current: string } }) {
  // eslint-disable-next-line react-hooks/immutability -- a test probe: the ref is read after render
  into.current = where(useLocation());
  return null;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

function routed(ui: ReactNode, { path, routes, history }: RenderOptions): ReactNode {
  if (routes === 'app') return <AppRoutes />;
  if (!path && !routes) return ui;
  const elsewhere = history ? <p>elsewhere</p> : <LocationProbe />;
  const table: RouteObject[] = [
    ...(routes ?? []),
    ...(path ? [{ path, element: <>{ui}</> }] : []),
    { path: '*', element: elsewhere },
  ];
  return <RouteTable routes={table} />;
}

/* ----------------------------------------------------------------------------------------- */
/* render                                                                                    */

export function render(ui: ReactElement | null, options: RenderOptions = {}) {
  const {
    preloadedState,
    route = '/',
    path,
    routes,
    history = false,
    locale = 'en',
    timeZone,
    theme,
    ...renderOptions
  } = options;
  const state =
    theme === 'light' || theme === 'dark'
      ? {
          ...preloadedState,
          preferences: {
            ...(preloadedState?.preferences ??
              preferencesReducer(undefined, { type: 'test/init' })),
            theme,
          },
        }
      : preloadedState;
  const store = options.store ?? makeStore(state);
  const current = { current: route };

  function Wrapper({ children }: { children: ReactNode }) {
    const content = (
      <MemoryRouter initialEntries={[route]}>
        {routes === 'app' && <NavigatorBridge />}
        <LocationSpy into={current} />
        {routed(children, { path, routes, history })}
        {routes && children}
        {history && <HistoryProbe />}
      </MemoryRouter>
    );
    const themed = theme ? <ThemeProvider>{content}</ThemeProvider> : content;
    return (
      <Provider store={store}>
        {locale === 'store' ? (
          <AppIntlProvider>{themed}</AppIntlProvider>
        ) : (
          <IntlProvider
            locale={locale}
            defaultLocale="en"
            messages={catalogues[locale]}
            timeZone={timeZone}
          >
            {themed}
          </IntlProvider>
        )}
      </Provider>
    );
  }
  return {
    store,
    user: userEvent.setup(),
    location: () => current.current,
    ...rtlRender(ui ?? <></>, { wrapper: Wrapper, ...renderOptions }),
  };
}
