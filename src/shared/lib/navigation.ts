/**
 * Navigation for code that lives outside React (the re-auth baseQuery, logout thunk).
 *
 * The app shell registers the router's navigate function once it exists:
 *   const router = createBrowserRouter(routes);
 *   setNavigator((path) => router.navigate(path));
 * Until then (or in code paths that run before the router) navigateTo falls back to a full page
 * load with window.location.assign, which is always correct, only slower.
 */
export type Navigator = (path: string) => void;

const fullPageLoad: Navigator = (path) => window.location.assign(path);
let navigator: Navigator = fullPageLoad;

/** Registers the router's navigate; returns a function that restores the previous navigator. */
export function setNavigator(next: Navigator): () => void {
  const previous = navigator;
  navigator = next;
  return () => {
    navigator = previous;
  };
}

export function navigateTo(path: string): void {
  navigator(path);
}

/** The path the user is on, used to remember where to come back to after a forced login. */
export function currentPath(): string {
  if (typeof window === 'undefined') return '/';
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
