/**
 * The account menu, lazy: only signed-in users see it, and a visitor's first visit has a 170 KB
 * JavaScript budget. React.lazy keeps a failed load for ever: a chunk that failed offline left
 * the header without the account menu (and its Exit) until a reload. So a failed one is replaced
 * by a new lazy component when the connection comes back (the `online` event), which asks for
 * the chunk again (webpack re-requests a chunk whose load failed); a loaded one stays, so an open
 * menu is not remounted.
 */
import { lazy, useSyncExternalStore } from 'react';

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
/** Grows with each new lazy component: the error boundary around the menu resets on it. */
let attempt = 0;

function subscribe(onChange: () => void) {
  const retry = () => {
    if (failed) {
      failed = false;
      current = create();
      attempt += 1;
    }
    onChange();
  };
  window.addEventListener('online', retry);
  return () => window.removeEventListener('online', retry);
}

const snapshot = () => attempt;

/** Which load of the menu is current: the reset key of the error boundary around it. */
export function useUserMenuAttempt(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The account menu (render it inside Suspense and an error boundary reset by the attempt). */
export function LazyUserMenu() {
  useUserMenuAttempt();
  const Menu = current;
  return <Menu />;
}
