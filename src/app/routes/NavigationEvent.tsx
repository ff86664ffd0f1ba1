import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { tellBootScript } from '@/app/bootScriptEvents';
import { markNavigated } from '@/shared/ui/Page/navigationFocus';

/**
 * Tells the boot script when the reader has gone to another page of the app (not for the first
 * page, nor for a change of its query or hash only: the same page, still being read). It lets
 * Inter in then on a first visit (public/boot.js): the new screen is laid out anyway. In a
 * layout effect: before the new screen's first paint, which is then in Inter. It also marks the
 * change for the new screen's heading, which takes the focus (shared/ui/Page/navigationFocus.ts).
 */
export function NavigationEvent() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    tellBootScript('app-navigated');
    markNavigated();
  }, [pathname]);
  return null;
}
