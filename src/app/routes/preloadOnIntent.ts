/**
 * Loads a screen's chunk as soon as the reader shows they may open it: the pointer over a link,
 * the focus on it, a touch. A click about 100–300 ms later then finds the screen's code loaded
 * and the new page appears at once; on a slow network it has a head start. A screen whose chunk
 * is still on its way when the link is pressed shows its loading state (RouteBoundary).
 * Listeners on the document, so that links rendered later count too; each path is asked once
 * (webpack keeps a loaded chunk), again after a failure (offline).
 */
export function preloadOnIntent(
  preload: (pathname: string) => Promise<unknown>,
  root: Document = document,
): void {
  const asked = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target;
    const link = target instanceof Element ? target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== root.location.origin) return;
    const { pathname } = link;
    if (asked.has(pathname)) return;
    asked.add(pathname);
    preload(pathname).catch(() => asked.delete(pathname));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    root.addEventListener(type, onIntent, { capture: true, passive: true });
}
