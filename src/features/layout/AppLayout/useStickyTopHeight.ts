/**
 * The sticky box at the top of the content column (the offline banner and the header) is as
 * tall as the header only while online: the banner adds one to three lines (it wraps at phone
 * width, in Russian). Whatever scrolls a heading or a focused element into view must clear the
 * whole box, so its measured height is kept in `--sticky-top-height` on the root element, which
 * `scroll-padding-top` (global.css) and the scroll margins and sticky offsets below the box read,
 * falling back to the header's height (the server's HTML, a page without the box).
 */
import { useEffect, type RefObject } from 'react';

const PROPERTY = '--sticky-top-height';

export function useStickyTopHeight(box: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(PROPERTY);
    };
  }, [box]);
}
