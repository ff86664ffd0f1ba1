import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '@/app/store';
import { AppIntlProvider, type Catalogue } from './providers/AppIntlProvider';
import { ThemeProvider } from './providers/ThemeProvider';
import { RenderTimeContext } from '@/shared/lib/renderTime';
import { AppRoutes } from './router';
import { NavigatorBridge } from './routes/NavigatorBridge';

/**
 * Providers in dependency order: the store first (language and theme live in it), then the
 * router given by the entry: BrowserRouter in the browser, StaticRouter on the server
 * (src/server.tsx), so both render the same tree.
 */
export function AppShell({
  store,
  router: Router,
  timeZone,
  renderedAt,
  catalogue,
}: {
  store: AppStore;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The zone of the server render, while hydrating it (AppIntlProvider). */
  timeZone?: string;
  /** The time of the server render, while hydrating it (src/shared/lib/renderTime.ts). */
  renderedAt?: number;
  /** The store's language's catalogue when already loaded (AppIntlProvider). */
  catalogue?: Catalogue;
}) {
  return (
    <Provider store={store}>
      <AppIntlProvider hydrationTimeZone={timeZone} catalogue={catalogue}>
        <ThemeProvider>
          <RenderTimeContext value={renderedAt ?? null}>
            <Router>
              <NavigatorBridge />
              <AppRoutes />
            </Router>
          </RenderTimeContext>
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>
  );
}

export function App({
  store,
  timeZone,
  renderedAt,
  catalogue,
}: {
  store: AppStore;
  timeZone?: string;
  renderedAt?: number;
  catalogue?: Catalogue;
}) {
  // The app's screen is drawn: what public/boot.js hid on the server's visitor page for a
  // signed-in reader (`.session`: "Log in") is the app's to show from here on,
  // if the session turns out to be over.
  useEffect(() => document.documentElement.classList.remove('session'), []);
  return (
    <AppShell
      store={store}
      router={BrowserRouter}
      timeZone={timeZone}
      renderedAt={renderedAt}
      catalogue={catalogue}
    />
  );
}
