/**
 * The route table (SPEC §2): redirects, public and protected screens, the not-found page.
 * Paths come from ./routes/paths.ts; screens are lazy chunks from ./routes/pages.ts, each
 * wrapped in its own error boundary and loading state.
 */
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '@/features/layout/AppLayout/AppLayout';
import { AuthLayout } from '@/features/layout/AuthLayout/AuthLayout';
import { GuestOnly, PublicRoute, RequireAuth } from './routes/guards';
import { lazyPage, type LazyPage } from '@/shared/lib/lazyPage';
import * as pages from './routes/pages';
import { ParamsCheck } from './routes/ParamsCheck';
import {
  COMMUNITY_TYPES,
  EVENT_TYPES,
  FAVORITE_TYPES,
  LEARNING_TYPES,
  paths,
  routePatterns as r,
} from '@/shared/routes/paths';
import { RootLayout } from './routes/RootLayout';
import { RouteBoundary } from './routes/RouteBoundary';

interface ScreenOptions {
  types?: readonly string[];
  ids?: readonly string[];
}

/** What a screen's route carries besides its element (read through matchRoutes). */
interface ScreenHandle {
  preload: LazyPage['preload'];
}

function screen(path: string, Page: LazyPage, { types, ids }: ScreenOptions = {}): RouteObject {
  const content =
    types || ids ? (
      <ParamsCheck types={types} ids={ids}>
        <Page />
      </ParamsCheck>
    ) : (
      <Page />
    );
  const handle: ScreenHandle = { preload: Page.preload };
  // Keyed by the route: another screen gets a boundary of its own, whose loading state shows
  // while its chunk arrives. Without the key React reuses the previous screen's boundary, and
  // a navigation (a transition) keeps the old screen on view with no sign of progress.
  return { path, handle, element: <RouteBoundary key={path}>{content}</RouteBoundary> };
}

const redirect = (path: string, to: string): RouteObject => ({
  path,
  element: <Navigate to={to} replace />,
});

/** The UI kit showcase exists only in development builds: production drops this import. */
const devRoutes: RouteObject[] =
  process.env.NODE_ENV !== 'production'
    ? [
        screen(
          r.devUi,
          lazyPage(() =>
            import(/* webpackChunkName: "page-dev-ui" */ '@/features/devkit/UiKitPage').then(
              (m) => ({ default: m.UiKitPage }),
            ),
          ),
        ),
      ]
    : [];

export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        redirect(r.root, paths.education()),
        {
          element: <GuestOnly />,
          children: [
            {
              element: <AuthLayout />,
              children: [
                screen(r.auth, pages.LoginPage),
                screen(r.register, pages.RegisterPage),
                screen(r.signInLink, pages.SignInLinkPage),
              ],
            },
          ],
        },
        {
          element: <AppLayout />,
          children: [
            redirect(r.education, paths.education()),
            redirect(r.events, paths.events()),
            redirect(r.communities, paths.communities()),
            redirect(r.favorites, paths.favorites()),
            {
              // SPEC §4: always allowed; reload once per calendar day.
              element: <PublicRoute />,
              children: [
                screen(r.educationList, pages.LearningListPage, { types: LEARNING_TYPES }),
                screen(r.course, pages.CoursePage, { ids: ['id'] }),
                screen(r.module, pages.ModulePage, { ids: ['id'] }),
                screen(r.sponsor, pages.SponsorPage, { ids: ['id'] }),
                screen(r.eventsList, pages.EventsListPage, { types: EVENT_TYPES }),
                screen(r.event, pages.EventPage, { types: EVENT_TYPES, ids: ['id'] }),
                screen(r.publicProfile, pages.PublicProfilePage, { ids: ['id'] }),
                // Anyone may verify a certificate; the id is checked by the API (404 if unknown).
                screen(r.certificate, pages.CertificatePage),
                ...devRoutes,
                screen(r.notFound, pages.NotFoundPage),
              ],
            },
            {
              element: <RequireAuth />,
              children: [
                screen(r.main, pages.HomePage),
                screen(r.moduleTest, pages.ModuleTestPage, { ids: ['id'] }),
                screen(r.media, pages.NewsListPage),
                screen(r.article, pages.ArticlePage, { ids: ['id'] }),
                screen(r.communitiesList, pages.CommunityListPage, { types: COMMUNITY_TYPES }),
                screen(r.communityMember, pages.CommunityMemberPage, {
                  types: COMMUNITY_TYPES,
                  ids: ['id'],
                }),
                screen(r.personal, pages.PersonalPage),
                screen(r.favoritesList, pages.FavoritesPage, { types: FAVORITE_TYPES }),
              ],
            },
          ],
        },
      ],
    },
  ];
}

const routes = createRoutes();

/**
 * Declarative routing (useRoutes inside <BrowserRouter>) rather than a data router: the app
 * loads its data with RTK Query, not route loaders, and the data router costs about 16 KB gzip
 * more of first-visit JavaScript (measured) against a 170 KB budget.
 */
export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the chunk of the screen at this path, and the endpoints it injects; nothing else. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as ScreenHandle | undefined;
  return handle ? handle.preload() : Promise.resolve();
}
