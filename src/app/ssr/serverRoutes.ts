/**
 * Server rendering, per public route, in one place (issue 12): which screen chunk it needs,
 * which RTK Query endpoints it loads (the very arguments its screen passes to the hooks, so the
 * hooks find the answers in the cache) and what its <head> says. A route not listed here renders
 * without data: protected screens render only the shell (RequireAuth renders nothing for a
 * visitor), the auth screens need none.
 *
 * Adding a public page: one entry with its pattern, chunk, `load` and `head`, in its domain's
 * file (./learningRoutes.ts, ./eventRoutes.ts, ./profileRoutes.ts, ./mediaRoutes.ts; the shape in
 * ./serverRouteBase.ts).
 *
 * The reference lists (SPEC §2's startup lists) a screen renders from are in its `load` too:
 * the page carries only those (src/server.tsx), and the browser loads the others at startup.
 * Server and browser start from the same lists, so hydration matches whatever a route lists; one
 * it forgets only fills in after hydration.
 */
import { messages as authMessages } from '@/features/auth/pages/messages';
import { messages as notFoundMessages } from '@/features/layout/pages/messages';
import { messages as pageMessages } from '@/shared/ui/Page/messages';
import { routePatterns as r } from '@/shared/routes/paths';
import { eventRoutes } from './eventRoutes';
import { learningRoutes } from './learningRoutes';
import { mediaRoutes } from './mediaRoutes';
import { profileRoutes } from './profileRoutes';
import type { ServerRoute } from './serverRouteBase';

export const serverRoutes: ServerRoute[] = [
  ...learningRoutes,
  ...eventRoutes,
  ...profileRoutes,
  ...mediaRoutes,
  // The titles their screens set (document.title), from the first byte.
  {
    pattern: r.auth,
    chunk: 'page-login',
    head: ({ intl }) => ({ title: intl.formatMessage(authMessages.loginTitle), description: '' }),
  },
  {
    pattern: r.register,
    chunk: 'page-register',
    head: ({ intl }) => ({
      title: intl.formatMessage(authMessages.registerTitle),
      description: '',
    }),
  },
  {
    pattern: r.signInLink,
    chunk: 'page-sign-in-link',
    head: ({ intl }) => ({ title: intl.formatMessage(authMessages.linkTitle), description: '' }),
  },
];

/** The not-found page: unknown paths, malformed ids or types, ids the API does not know. */
export const notFoundRoute: ServerRoute = {
  pattern: r.notFound,
  chunk: 'page-not-found',
  head: ({ intl }) => ({
    title: intl.formatMessage(pageMessages.notFoundTitle),
    description: intl.formatMessage(notFoundMessages.notFoundLead),
  }),
};
