import { useEffect, type RefObject } from 'react';
import { focusableWithin } from './focusTrap';

/**
 * When the focused control inside `container` leaves the page (a favorite removed from its list,
 * so its card goes), the focus goes to the control that now stands where it stood in the tab
 * order, not to the page (WCAG 2.4.3). The removal may come later than the press (after the
 * list is fetched again), so the container's changes are watched rather than the press.
 */
export function useFocusStaysInPlace(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let last: { element: HTMLElement; index: number } | null = null;
    const remember = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      last = { element, index: focusableWithin(root).indexOf(element) };
    };
    // Focus the reader took elsewhere (the element still on the page) is theirs: a later
    // removal of that element must not pull it back.
    const forget = (event: FocusEvent) => {
      const element = event.target as HTMLElement;
      queueMicrotask(() => {
        if (last?.element === element && element.isConnected) last = null;
      });
    };
    const observer = new MutationObserver(() => {
      if (!last || last.element.isConnected || last.index < 0) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused.isConnected) return;
      const focusables = focusableWithin(root);
      const target = focusables[Math.min(last.index, focusables.length - 1)];
      last = null;
      target?.focus();
    });
    root.addEventListener('focusin', remember);
    root.addEventListener('focusout', forget);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      root.removeEventListener('focusin', remember);
      root.removeEventListener('focusout', forget);
      observer.disconnect();
    };
  }, [container]);
}
