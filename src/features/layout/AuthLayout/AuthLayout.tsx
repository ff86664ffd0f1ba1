import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { LanguageSwitch } from '@/features/preferences/LanguageSwitch';
import { ThemeSwitch } from '@/features/preferences/ThemeSwitch';
import { ThemedLogo } from '@/features/layout/ThemedLogo';
import { OfflineBanner } from '@/features/layout/OfflineBanner/OfflineBanner';
import { messages } from './messages';
import styles from './AuthLayout.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Login and registration: a focused, centred card without the sidebar (decision: SPEC is silent). */
export function AuthLayout() {
  const intl = useIntl();
  return (
    <div className={styles.shell}>
      {/* At the page's top, sticky (nothing else is); nothing at all online. */}
      <OfflineBanner />
      <header className={styles.top}>
        <Link
          to={paths.education()}
          className={styles.logo}
          aria-label={intl.formatMessage(messages.logoHome)}
        >
          <ThemedLogo width={160} />
        </Link>
        <div className={styles.switches}>
          <LanguageSwitch />
          <ThemeSwitch />
        </div>
      </header>
      <main id="main-content" className={styles.main}>
        <div className={styles.card}>
          <Outlet />
        </div>
        <Link to={paths.education()} className={styles.browse}>
          <Icon name="arrow-left" size={16} aria-hidden="true" />
          {intl.formatMessage(messages.browse)}
        </Link>
      </main>
    </div>
  );
}
