import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '@/app/store';
import { AppIntlProvider, type Catalogue } from './providers/AppIntlProvider';
import { ThemeProvider } from './providers/ThemeProvider';
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
  catalogue,
}: {
  store: AppStore;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The zone of the server render, while hydrating it (AppIntlProvider). */
  timeZone?: string;
  /** The store's language's catalogue when already loaded (AppIntlProvider). */
  catalogue?: Catalogue;
}) {
  return (
    <Provider store={store}>
      <AppIntlProvider hydrationTimeZone={timeZone} catalogue={catalogue}>
        <ThemeProvider>
          <Router>
            <NavigatorBridge />
            <AppRoutes />
          </Router>
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>
  );
}

export function App({
  store,
  timeZone,
  catalogue,
}: {
  store: AppStore;
  timeZone?: string;
  catalogue?: Catalogue;
}) {
  return (
    <AppShell store={store} router={BrowserRouter} timeZone={timeZone} catalogue={catalogue} />
  );
}
