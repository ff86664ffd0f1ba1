/**
 * The account menu, lazy: only signed-in users see it, and a visitor's first visit has a 170 KB
 * JavaScript budget. React.lazy keeps a failed load for ever: a chunk that failed offline left
 * the header without the account menu (and its Exit) until a reload. So a failed one is replaced
 * by a new lazy component when the connection comes back, which asks for the chunk again
 * (webpack re-requests a chunk whose load failed); a loaded one stays, so an open menu is not
 * remounted. The Header's error boundary around it resets on the same `online` event
 * (useOnlineStatus), after this module's listener, registered first, has made the new one.
 */
import { lazy } from 'react';

let failed = false;
const create = () =>
  lazy(() =>
    import(/* webpackChunkName: "user-menu" */ '@/features/profile/UserMenu/UserMenu').then(
      (m) => ({ default: m.UserMenu }),
      (error: unknown) => {
        failed = true;
        throw error;
      },
    ),
  );
let current = create();

if (typeof window !== 'undefined')
  window.addEventListener('online', () => {
    if (failed) {
      failed = false;
      current = create();
    }
  });

/** The account menu (inside Suspense and an error boundary reset by useOnlineStatus). */
export function LazyUserMenu() {
  const Menu = current;
  return <Menu />;
}
