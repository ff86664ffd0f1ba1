/**
 * Renders a component the way the app does: a fresh store (DEVELOPERS.md: one per test),
 * react-intl with the real catalogues, and a MemoryRouter at `route`.
 *   const { store, user } = renderWithProviders(<Page />, { preloadedState, route: '/media/1' });
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, type AppStore, type RootState } from '@/app/store';
import type { Locale } from '@/shared/config';
import en from '../../i18n/en.json';
import ru from '../../i18n/ru.json';

const catalogues: Record<Locale, Record<string, string>> = { en, ru };

export interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  route?: string;
  locale?: Locale;
}

export function renderWithProviders(ui: ReactElement, options: ExtendedRenderOptions = {}) {
  const {
    preloadedState,
    store = makeStore(preloadedState),
    route = '/',
    locale = 'en',
    ...renderOptions
  } = options;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </IntlProvider>
      </Provider>
    );
  }
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
