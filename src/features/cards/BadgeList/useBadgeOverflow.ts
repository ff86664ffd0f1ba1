import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  BADGE_GAP_PX,
  BADGE_REMEASURE_AFTER_MOUNT_MS,
  BADGE_RESIZE_THROTTLE_MS,
  overflowCount,
} from './badges';
import { throttle } from '@/shared/lib/timing';

/**
 * Counts the badges that do not fit on the list's single collapsed line.
 * Widths come from an invisible ruler holding every badge (so hidden badges can be measured);
 * the line's width from the list. Measurement requests are batched into one
 * requestAnimationFrame: all reads first, then one state write, so resizing never thrashes layout.
 * Triggers (SPEC §4/§9): mount, 100 ms and 600 ms after mount (fonts and images settle),
 * window resize, list resize and a resize of any measured badge, throttled to 100 ms, and a
 * change of the badges. The badges' own resizes catch a reader's text-spacing style (WCAG
 * 1.4.12), which widens them while the window and the list keep their size.
 */
export function useBadgeOverflow(
  listRef: RefObject<HTMLElement | null>,
  rulerRef: RefObject<HTMLElement | null>,
  signature: string,
) {
  const [hidden, setHidden] = useState(0);
  const frame = useRef<number | null>(null);

  const measure = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const list = listRef.current;
      const ruler = rulerRef.current;
      if (!list || !ruler) return;
      const available = list.clientWidth;
      const widths = Array.from(
        ruler.querySelectorAll<HTMLElement>('[data-measure="badge"]'),
        (el) => el.offsetWidth,
      );
      const toggle = ruler.querySelector<HTMLElement>('[data-measure="toggle"]')?.offsetWidth ?? 0;
      setHidden(overflowCount(widths, available, BADGE_GAP_PX, toggle));
    });
  }, [listRef, rulerRef]);

  useEffect(() => {
    measure();
    const timers = BADGE_REMEASURE_AFTER_MOUNT_MS.map((ms) => setTimeout(measure, ms));
    const onResize = throttle(measure, BADGE_RESIZE_THROTTLE_MS);
    window.addEventListener('resize', onResize);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onResize);
    if (observer && listRef.current) observer.observe(listRef.current);
    rulerRef.current
      ?.querySelectorAll('[data-measure]')
      .forEach((element) => observer?.observe(element));
    return () => {
      timers.forEach(clearTimeout);
      onResize.cancel();
      window.removeEventListener('resize', onResize);
      observer?.disconnect();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [measure, listRef, rulerRef, signature]);

  return hidden;
}
