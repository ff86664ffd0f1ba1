/**
 * A snackbar at the bottom of the screen is drawn over the page, and at phone width it sits just
 * where a page's last action is: the test page's Finish button and the line above it that says
 * why it failed, which arrive together with the snackbar and were half covered by it. While one
 * shows, the room it takes from the bottom of the window is kept in `--snackbar-clearance` on the
 * root element: the page reserves it below its end (AppLayout.module.css) and scroll-padding keeps
 * it clear (global.css), and the focused element, if it is under the snackbar (the action just
 * pressed), is scrolled up above it (WCAG 2.4.11: focus not obscured). The SPEC's place and words
 * of the snackbar stay as they are.
 */
import { useEffect, type RefObject } from 'react';

const PROPERTY = '--snackbar-clearance';
/** The gap kept between the snackbar and what it keeps clear: the 8 px grid's step. */
const GAP = 8;

/** `region`: the fixed box that holds the snackbar; `shown`: a snackbar at the bottom is in it. */
export function useSnackbarClearance(region: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      // The region's box, not the snackbar's: the snackbar slides in with a transform.
      const clearance = Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + GAP;
      root.style.setProperty(PROPERTY, `${clearance}px`);
      return clearance;
    };
    const clearance = measure();
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
      root.style.removeProperty(PROPERTY);
    };
  }, [region, shown]);
}
