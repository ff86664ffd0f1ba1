import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Said on the document when the reader has gone to another page of the app (not for the first
 * page, nor for a change of its query or hash only: the same page, still being read). The boot
 * script lets Inter in then on a first visit (public/boot.js): the new screen is laid out anyway.
 */
const NAVIGATED_EVENT = 'app-navigated';

/** Says it in a layout effect: before the new screen's first paint, which is then in Inter. */
export function NavigationEvent() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    document.dispatchEvent(new Event(NAVIGATED_EVENT));
  }, [pathname]);
  return null;
}
