/**
 * The reader switches the language while a screen shows, as the header's EN/RU switch does: for
 * tests rendered with `locale: 'store'` (src/test/utils.tsx), whose texts follow the store.
 */
import { act } from '@testing-library/react';
import type { AppStore } from '@/app/store';
import { localeChanged } from '@/features/preferences/preferencesSlice';
import type { Locale } from '@/shared/config';

export function switchLanguage(store: AppStore, locale: Locale): void {
  act(() => {
    store.dispatch(localeChanged(locale));
  });
}
