/**
 * The second half of the browser entry (src/main.tsx): the app's screens and layout, and the
 * render. main.tsx loads this module in a task after its own (webpackMode "eager": the same
 * file, no request), so evaluating the app's modules and making its store are two tasks of the
 * browser's main thread instead of one long one that would block a reader's first input
 * (README "Web performance").
 */
import { startTransition, StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { AppStore } from '@/app/store';
import type { ServerState } from '@/shared/api/serverState';
import { App } from './App';
import { loadCatalogue, type Catalogue } from './providers/AppIntlProvider';
import { tellBootScript } from './bootScriptEvents';
import type { passOnPressesFromServerPage } from './pressesOnServerPage';
import { fullStylesheetsLoaded } from './fullStylesheets';
import { screenDataLoaded } from './screenData';
import { preloadScreen } from './router';
import { preloadOnIntent } from './routes/preloadOnIntent';
import { loadIconSpriteWhenIdle } from '@/shared/ui/Icon/iconSprite';

export function renderApp(store: AppStore, serverState: ServerState | null, hydrate: boolean) {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  preloadOnIntent(preloadScreen);
  document.addEventListener('app-screen-shown', loadIconSpriteWhenIdle, { once: true });
  const app = (catalogue?: Catalogue) => (
    <StrictMode>
      <App
        store={store}
        timeZone={hydrate ? serverState?.timeZone : undefined}
        renderedAt={hydrate ? serverState?.renderedAt : undefined}
        catalogue={catalogue}
      />
    </StrictMode>
  );
  if (hydrate) {
    const hydrateWith = (catalogue?: Catalogue) => {
      // Hydration as a transition: React yields to the browser between components instead of
      // one long task (the page is already painted and readable meanwhile).
      startTransition(() => void hydrateRoot(container, app(catalogue)));
      // React listens on the server's page from here on: the boot script stops keeping presses
      // to press again (public/boot.js).
      tellBootScript('app-listening');
    };
    const { locale } = store.getState().preferences;
    if (locale === 'en') hydrateWith();
    else {
      // A page rendered in Russian hydrates in Russian, with its catalogue from the first render
      // (its chunk is in the page's scripts, src/server.tsx). Not loaded (offline): drawn anew.
      void loadCatalogue(locale).then(hydrateWith, () => drawOver(container, app()));
    }
    return;
  }
  // Rendering over a server's page it did not render: with the full stylesheets, not the page's
  // critical CSS only (./fullStylesheets.ts), and with its data (./screenData.ts); the server's
  // HTML stays on screen meanwhile.
  if (serverState) {
    // The hand-off of presses is a chunk of its own, asked for beside the data: only a browser
    // drawing over the server's page needs it, not a visitor's first visit. Not loaded
    // (offline): the screen is drawn all the same.
    const presses = import('./pressesOnServerPage').then(
      (module) => module.passOnPressesFromServerPage,
      () => undefined,
    );
    void Promise.all([presses, fullStylesheetsLoaded(), screenDataLoaded(store, serverState)]).then(
      ([passOnPresses]) => drawOver(container, app(), passOnPresses),
    );
  } else {
    drawOver(container, app());
  }
}

/**
 * React draws its own screen in place of the server's page, whose buttons never get a handler:
 * a press on them, until that screen replaces them, is kept by the boot script and handed on to
 * the new screen's button in the same place (./pressesOnServerPage.ts). Drawn at once (flushSync)
 * so that the boot script is told React listens exactly when the server's page is gone.
 */
function drawOver(
  container: HTMLElement,
  app: ReactNode,
  passOnPresses?: typeof passOnPressesFromServerPage,
) {
  passOnPresses?.(container);
  flushSync(() => createRoot(container).render(app));
  tellBootScript('app-listening');
}
