import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectAuthPromptOpen } from '@/features/auth/authSlice';
import { pagePath } from '@/shared/routes/paths';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { NavigationEvent } from './NavigationEvent';
import { ScrollManager } from './ScrollManager';

// Lazy: most visits never open it, and its dialog code is not first-visit JavaScript (170 KB budget).
const AuthPrompt = lazy(() =>
  import(/* webpackChunkName: "auth-prompt" */ '@/features/layout/AuthPrompt/AuthPrompt').then(
    (m) => ({ default: m.AuthPrompt }),
  ),
);

/**
 * The root view (SPEC §2): the routed screen plus the global snackbar and the auth prompt. The
 * offline banner is each layout's: beside the sidebar, with the header (AppLayout, AuthLayout).
 */
export function RootLayout() {
  // Once asked for, it stays mounted so that it can play its closing transition.
  const promptWanted = useAppSelector(selectAuthPromptOpen);
  const [promptLoaded, setPromptLoaded] = useState(promptWanted);
  if (promptWanted && !promptLoaded) setPromptLoaded(true);
  // One address per page, as the web server's 301 makes it (src/server.tsx): /events/past/ is
  // /events/past, or its tab is not shown as the current one. Here for the pages the server did
  // not render (the development server, an address typed into a running app).
  const { pathname, search, hash } = useLocation();
  const path = pagePath(pathname);
  if (path !== pathname && !path.startsWith('//'))
    return <Navigate to={{ pathname: path, search, hash }} replace />;
  return (
    <>
      {/* In this order: the change of page is marked before ScrollManager, back at a list, gives
          the focus to the link the reader left by and answers the mark (./followedLink.ts). */}
      <NavigationEvent />
      <ScrollManager />
      <Outlet />
      {promptLoaded && (
        // Offline and the chunk failed: no prompt rather than a broken page.
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <AuthPrompt />
          </Suspense>
        </ErrorBoundary>
      )}
      <Snackbar />
    </>
  );
}
