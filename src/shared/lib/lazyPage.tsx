import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazy screen (or a screen's lazy part), and a way to load its chunk before React renders it. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/** The lazy components whose load failed, each with the swap that makes it ask again. */
const failed = new Set<() => void>();

/**
 * Lets every lazy component whose chunk failed ask for it again at its next render: the error
 * boundaries around them call it as they reset (Try again, the connection coming back, another
 * page). Not at the failure itself: React renders a component that threw once more at once, and
 * a fresh lazy there suspends instead of failing, so the boundary never showed the error and the
 * chunk was asked for again and again (a request every few milliseconds while offline).
 */
export function retryFailedLoads(): void {
  const swaps = [...failed];
  failed.clear();
  for (const swap of swaps) swap();
}

/**
 * React.lazy that can be retried. React.lazy caches a rejected import forever, so after a failed
 * chunk load (offline, a deploy replaced the files) the error boundary's "Try again" would fail
 * again. Here a failed one is swapped for a fresh lazy component by retryFailedLoads, and webpack
 * re-requests a chunk whose previous load failed, so the retry really reloads it.
 */
export function lazyPage(load: Loader): LazyPage {
  let current: LazyExoticComponent<ComponentType>;
  const swap = () => {
    current = create();
  };
  const create = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        failed.add(swap);
        throw error;
      }),
    );
  current = create();
  function LazyPage() {
    const Page = current;
    return <Page />;
  }
  // A browser drawing over a server's page loads the screen's endpoints first (screenData.ts);
  // webpack runs a chunk's modules once, so React's own import later finds them loaded.
  return Object.assign(LazyPage, { preload: load });
}
