import { Outlet } from 'react-router';
import { AuthPrompt } from '@/features/layout/AuthPrompt/AuthPrompt';
import { OfflineBanner } from '@/features/layout/OfflineBanner/OfflineBanner';
import { Snackbar } from '@/features/snackbar/Snackbar';
import { ScrollManager } from './ScrollManager';

/** The root view (SPEC §2): the routed screen plus the global snackbar and the auth prompt. */
export function RootLayout() {
  return (
    <>
      <ScrollManager />
      <OfflineBanner />
      <Outlet />
      <AuthPrompt />
      <Snackbar />
    </>
  );
}
