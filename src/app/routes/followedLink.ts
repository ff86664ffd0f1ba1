import { takeNavigated } from '@/shared/ui/Page/navigationFocus';

/**
 * The link a reader last had the focus on, per history entry, so that Back (or Forward) to that
 * entry gives it the focus again where the reader's place is put back (ScrollManager), as a
 * browser does for a page it keeps in its back/forward cache. Without it the new screen's heading
 * took the focus (shared/ui/Page/navigationFocus.ts) at the top of a list scrolled 3000 px down:
 * out of sight, and the next Tab went to the page's start, not to the card after the one opened.
 * Links only: a press on a button changes the page in place and is not what took the reader away.
 */
const followed = new Map<string, string>();

/**
 * Records, for the entry `entryOf()` names at each focus move, the link of the page's content
 * focused (or none, for another control): not the menu's, whose address a link of the content may share (home's
 * "All events" and the menu's "Events").
 */
export function watchFollowedLinks(entryOf: () => string): () => void {
  const onFocus = (event: FocusEvent) => {
    const { target } = event;
    const link =
      target instanceof HTMLAnchorElement && target.closest('main')
        ? target.getAttribute('href')
        : null;
    if (link) followed.set(entryOf(), link);
    // Another control the reader moved to; not a heading or list the app focuses itself
    // (tabindex -1), as the page's heading does when it comes back before its content.
    else if (target instanceof HTMLElement && target.tabIndex >= 0) followed.delete(entryOf());
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}

/**
 * Back at `entry`: its link takes the focus again if it is on screen in the page's content, and
 * the focus is still where the page put it (the heading, or nowhere), not somewhere the reader
 * has moved it meanwhile.
 */
export function refocusFollowedLink(entry: string): void {
  const href = followed.get(entry);
  if (!href) return;
  const active = document.activeElement;
  if (active && active !== document.body && active.tagName !== 'H1') return;
  const link = Array.from(document.querySelectorAll<HTMLAnchorElement>('main a[href]')).find(
    (a) => a.getAttribute('href') === href && a.tabIndex >= 0,
  );
  const box = link?.getBoundingClientRect();
  if (!link || !box || box.bottom <= 0 || box.top >= window.innerHeight) return;
  link.focus({ preventScroll: true });
  // The change of page is answered: a heading that mounts after this does not take the focus.
  takeNavigated();
}
