import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LogIn, Menu } from 'lucide-react';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routes/paths';
import { selectIsAuthorized } from '@/features/auth/authSlice';
import { LanguageSwitch } from '@/features/preferences/LanguageSwitch';
import { ThemeSwitch } from '@/features/preferences/ThemeSwitch';
import { Button } from '@/shared/ui/Button/Button';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { ThemedLogo } from '@/features/layout/ThemedLogo';
import { messages } from './messages';
import styles from './Header.module.css';

// Lazy: only signed-in users see it, and a visitor's first visit has a 170 KB JavaScript budget.
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ '@/features/profile/UserMenu/UserMenu').then((m) => ({
    default: m.UserMenu,
  })),
);

interface HeaderProps {
  /** Below desktop width: the sidebar is a drawer, so the header shows the logo and a menu button. */
  drawer: boolean;
  /** Phone width: the bottom bar has the menu toggle, so the header does not repeat it. */
  phone: boolean;
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/**
 * The top bar: language and theme switches (in the drawer at phone width) and the user
 * navigation (SPEC §2). The page heading and breadcrumbs come from each screen's <Page>, below it.
 */
export function Header({ drawer, phone, menuOpen, onMenuToggle }: HeaderProps) {
  const intl = useIntl();
  const authorized = useAppSelector(selectIsAuthorized);
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {drawer && !phone && (
          <IconButton
            icon={<Menu size={22} />}
            aria-label={intl.formatMessage(messages.openMenu)}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={onMenuToggle}
          />
        )}
        {drawer && (
          <Link
            to={authorized ? paths.main() : paths.education()}
            className={styles.logo}
            aria-label={intl.formatMessage(messages.logoHome)}
          >
            <ThemedLogo width={phone ? 132 : 160} />
          </Link>
        )}
      </div>
      <div className={styles.end}>
        {!phone && (
          <div className={styles.preferences}>
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        )}
        {authorized ? (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={<span className={styles.userPlaceholder} aria-hidden="true" />}>
              <UserMenu />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Button to={paths.auth()} size="sm" theme="primary" iconStart={<LogIn size={18} />}>
            {intl.formatMessage(messages.login)}
          </Button>
        )}
      </div>
    </header>
  );
}
