import { useIntl } from 'react-intl';
import { LanguageSwitch } from '@/features/preferences/LanguageSwitch';
import { ThemeSwitch } from '@/features/preferences/ThemeSwitch';
import { useEffectiveTheme } from '@/features/preferences/useEffectiveTheme';
import { summaryMessages as messages } from './messages';
import styles from './SettingsSection.module.css';

/** Language and theme: the shell's own switches, so the header and this page agree. */
export function SettingsSection() {
  const intl = useIntl();
  const theme = useEffectiveTheme();
  return (
    <dl className={styles.rows}>
      <div className={styles.row}>
        <dt>{intl.formatMessage(messages.language)}</dt>
        <dd>
          <LanguageSwitch />
        </dd>
      </div>
      <div className={styles.row}>
        <dt>{intl.formatMessage(messages.theme)}</dt>
        <dd className={styles.theme}>
          <span className={styles.current}>
            {intl.formatMessage(theme === 'dark' ? messages.themeDark : messages.themeLight)}
          </span>
          <ThemeSwitch />
        </dd>
      </div>
    </dl>
  );
}
