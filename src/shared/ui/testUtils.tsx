/**
 * Test helper for the shared UI and cards: IntlProvider with the real catalogues plus a
 * MemoryRouter (for Link), and no Redux store, so these tests do not depend on the app core.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import enJson from '../../../i18n/en.json';
import ruJson from '../../../i18n/ru.json';

export type TestLocale = 'en' | 'ru';
export const catalogues: Record<TestLocale, Record<string, string>> = {
  en: enJson as Record<string, string>,
  ru: ruJson as Record<string, string>,
};

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: TestLocale;
  route?: string;
}

export function TestProviders({
  children,
  locale = 'en',
  route = '/',
}: {
  children: ReactNode;
  locale?: TestLocale;
  route?: string;
}) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </IntlProvider>
  );
}

export function renderUi(
  ui: ReactElement,
  { locale = 'en', route = '/', ...options }: Options = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders locale={locale} route={route}>
      {children}
    </TestProviders>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
