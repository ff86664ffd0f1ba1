import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type ResolvedIntlConfig } from 'react-intl';
import { useAppSelector } from '@/app/hooks';
import { selectLocale } from '@/features/preferences/preferencesSlice';
import type { Locale } from '@/shared/config';
import { ScreenShownContext } from './screenShown';

export type Catalogue = Record<string, string>;
interface Loaded {
  locale: Locale;
  messages: Catalogue;
}

/**
 * English needs no catalogue: every message's defaultMessage is its English text, and
 * `npm run i18n:check` keeps i18n/en.json identical to them. So each chunk carries the English
 * texts of its own screens and the first visit does not download the whole app's catalogue.
 */
const english: Loaded = { locale: 'en', messages: {} };

/** Other languages: one chunk per catalogue, loaded when chosen. */
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Catalogue>> = {
  ru: () =>
    import(/* webpackChunkName: "i18n-ru" */ '../../../i18n/ru.json').then(
      (m) => m.default as Catalogue,
    ),
};

/** The catalogue of a language (nothing to load for English). */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  return locale === 'en' ? Promise.resolve(english.messages) : loaders[locale]();
}

/** defaultMessage already covers a missing translation; only real formatting errors are logged. */
const onError: ResolvedIntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
};

/**
 * react-intl for the chosen language. While another catalogue loads, the previous language
 * stays on screen (no flash of untranslated ids); on a first visit in Russian nothing renders
 * for the few milliseconds the chunk takes. A failed load keeps the current language.
 */
export function AppIntlProvider({
  children,
  hydrationTimeZone,
  catalogue,
}: {
  children: ReactNode;
  /**
   * The store's language's catalogue, already loaded (the server's render, and the browser
   * hydrating a page rendered in Russian): the first render is in that language, as the page.
   */
  catalogue?: Catalogue;
  /**
   * The time zone a server-rendered page was rendered in (src/server.tsx): dates and times
   * hydrate exactly as the server wrote them, then switch to the reader's own zone.
   */
  hydrationTimeZone?: string;
}) {
  const locale = useAppSelector(selectLocale);
  const [timeZone, setTimeZone] = useState(hydrationTimeZone);
  // Not in an effect here: a context change reaching a screen that has not hydrated yet would
  // make React throw its server HTML away. The screen reports when it is shown (RouteBoundary).
  const screenShown = useCallback(() => setTimeZone(undefined), []);
  const [loaded, setLoaded] = useState<Loaded | null>(() =>
    locale === 'en' ? english : catalogue ? { locale, messages: catalogue } : null,
  );
  const loadedLocale = loaded?.locale;
  // English has nothing to load: switching to it takes effect in this very render.
  const [requested, setRequested] = useState(locale);
  if (requested !== locale) {
    setRequested(locale);
    if (locale === 'en') setLoaded(english);
  }

  useEffect(() => {
    // Loaded already (given): loading it again would change the context while hydrating.
    if (locale === 'en' || loadedLocale === locale) return undefined;
    let cancelled = false;
    loaders[locale]()
      .then((messages) => {
        if (!cancelled) setLoaded({ locale, messages });
      })
      .catch((error: unknown) => {
        console.error('Could not load the catalogue for', locale, error);
        if (!cancelled) setLoaded((previous) => previous ?? english);
      });
    return () => {
      cancelled = true;
    };
  }, [locale, loadedLocale]);

  useEffect(() => {
    if (loaded) document.documentElement.lang = loaded.locale;
  }, [loaded]);

  if (!loaded) return null;
  return (
    <ScreenShownContext value={screenShown}>
      <IntlProvider
        locale={loaded.locale}
        timeZone={timeZone}
        defaultLocale="en"
        messages={loaded.messages}
        onError={onError}
      >
        {children}
      </IntlProvider>
    </ScreenShownContext>
  );
}
