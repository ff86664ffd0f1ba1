import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { selectAuthPromptOpen } from '@/features/auth/authSlice';
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
  return (
    <>
      <ScrollManager />
      <NavigationEvent />
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
