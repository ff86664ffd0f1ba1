import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import type { AppStore } from '@/app/store';
import { AppIntlProvider } from './providers/AppIntlProvider';
import { ThemeProvider } from './providers/ThemeProvider';
import { AppRoutes } from './router';
import { NavigatorBridge } from './routes/NavigatorBridge';

/** Providers in dependency order: the store first (language and theme live in it). */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <AppIntlProvider>
        <ThemeProvider>
          <BrowserRouter>
            <NavigatorBridge />
            <AppRoutes />
          </BrowserRouter>
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>
  );
}
