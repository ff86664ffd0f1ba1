import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/** A lazy screen (or a screen's lazy part), and a way to load its chunk before React renders it. */
export type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * React.lazy that can be retried. React.lazy caches a rejected import forever, so after a failed
 * chunk load (offline, a deploy replaced the files) the error boundary's "Try again" would fail
 * again. Here a failure swaps in a fresh lazy component, and webpack re-requests a chunk whose
 * previous load failed, so the retry really reloads it.
 */
export function lazyPage(load: Loader): LazyPage {
  let current: LazyExoticComponent<ComponentType>;
  const create = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = create();
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
