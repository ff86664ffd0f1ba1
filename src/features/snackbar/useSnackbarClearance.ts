/**
 * A snackbar at the bottom of the screen is drawn over the page, and at phone width it sits just
 * where a page's last action is: the test page's Finish button and the line above it that says
 * why it failed, which arrive together with the snackbar and were half covered by it. While one
 * shows, the room it takes from the bottom of the window is kept in `--snackbar-clearance` on the
 * root element: the page reserves it below its end (AppLayout.module.css) and scroll-padding keeps
 * it clear (global.css), and the focused element, if it is under the snackbar (the action just
 * pressed), is scrolled up above it (WCAG 2.4.11: focus not obscured). The SPEC's place and words
 * of the snackbar stay as they are.
 * When the snackbar goes with the reader in that room at the page's end, taking it away would
 * drop the page by its height under their eyes (74 px on the test page at 390 px): it is kept
 * until it is scrolled out of view (or the window changes size), then given back unseen; or when
 * the reader goes to another page, drawn from its top (a short page, which cannot be scrolled,
 * kept it as empty space at its end).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

const PROPERTY = '--snackbar-clearance';
/** The gap kept between the snackbar and what it keeps clear: the 8 px grid's step. */
const GAP = 8;

/** Stops waiting to give back the room of a snackbar gone, if it is still kept. */
let stopKeeping: (() => void) | null = null;

/** Gives the room back at once, or once its last `room` px are out of view. */
function giveBack(room: number) {
  const root = document.documentElement;
  const inView = () => window.scrollY + window.innerHeight > root.scrollHeight - room;
  const release = () => {
    stopKeeping?.();
    root.style.removeProperty(PROPERTY);
  };
  if (!inView()) return release();
  const onScroll = () => {
    if (!inView()) release();
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', release);
  stopKeeping = () => {
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', release);
    stopKeeping = null;
  };
}

/** The room of a snackbar gone, if it is still kept, is given back now. */
function giveBackKept() {
  if (!stopKeeping) return;
  stopKeeping();
  document.documentElement.style.removeProperty(PROPERTY);
}

/** `region`: the fixed box that holds the snackbar; `shown`: a snackbar at the bottom is in it. */
export function useSnackbarClearance(region: RefObject<HTMLElement | null>, shown: boolean) {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (pathname === shownPathname.current) return;
    shownPathname.current = pathname;
    giveBackKept();
  }, [pathname]);

  // A layout effect: its cleanup runs in the commit that takes the snackbar away, before the
  // browser lays the page out again. A passive one ran after that frame, in which the observer
  // measured the region without its snackbar and shrank the room under a reader at the page's
  // end (58 of its 74 px at 390 px, on a busy machine).
  useLayoutEffect(() => {
    const element = region.current;
    if (!shown || !element) return;
    // A room still kept for the last one is this one's now.
    stopKeeping?.();
    const root = document.documentElement;
    let clearance = 0;
    const measure = () => {
      // The region's box, not the snackbar's: the snackbar slides in with a transform.
      clearance = Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + GAP;
      root.style.setProperty(PROPERTY, `${clearance}px`);
    };
    measure();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      const overlap = focused.getBoundingClientRect().bottom - (window.innerHeight - clearance);
      if (overlap > 0) window.scrollBy(0, overlap);
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      giveBack(clearance);
    };
  }, [region, shown]);
}
