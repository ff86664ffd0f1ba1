import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { localeChanged, selectLocale } from './preferencesSlice';
import { SUPPORTED_LOCALES, type Locale } from '@/shared/config';
import { messages } from './messages';
import styles from './Preferences.module.css';

const fullName = { en: messages.english, ru: messages.russian } as const;

/** EN / RU segmented switch; the choice is remembered by the preferences feature. */
export function LanguageSwitch() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.language)}
      className={styles.segmented}
    >
      {SUPPORTED_LOCALES.map((code: Locale) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={locale === code}
          title={intl.formatMessage(fullName[code])}
          className={styles.segment}
          onClick={() => dispatch(localeChanged(code))}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
