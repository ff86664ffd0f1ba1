import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routes/paths';
import { selectIsAuthorized } from '@/features/auth/authSlice';
import { useLogInHere } from '@/features/auth/useLogInHere';
import { LanguageSwitch } from '@/features/preferences/LanguageSwitch';
import { ThemeSwitch } from '@/features/preferences/ThemeSwitch';
import { Button } from '@/shared/ui/Button/Button';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { ThemedLogo } from '@/features/layout/ThemedLogo';
import { messages } from './messages';
import styles from './Header.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';
import { useOnlineStatus } from '@/shared/lib/useOnlineStatus';
import { lazyPage, retryFailedLoads } from '@/shared/lib/lazyPage';

// Lazy: only signed-in users see it, and a visitor's first visit has a 170 KB JavaScript budget.
// A load that failed offline is asked for again as the connection comes back (the boundary's
// reset below): before, the header had no account menu, and no Exit, until a reload.
const UserMenu = lazyPage(() =>
  import(/* webpackChunkName: "user-menu" */ '@/features/profile/UserMenu/UserMenu').then((m) => ({
    default: m.UserMenu,
  })),
);

interface HeaderProps {
  /** Phone width: the language and theme switches live in the drawer. */
  phone: boolean;
  menuOpen: boolean;
  onMenuToggle: () => void;
}

/**
 * The top bar: language and theme switches (in the drawer at phone width) and the user
 * navigation (SPEC §2). The page heading and breadcrumbs come from each screen's <Page>, below it.
 */
export function Header({ phone, menuOpen, onMenuToggle }: HeaderProps) {
  const intl = useIntl();
  const authorized = useAppSelector(selectIsAuthorized);
  // The login comes back to this page (a session opened from a shared link, say), not to /main.
  const { rememberHere } = useLogInHere();
  const online = useOnlineStatus();
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        {/* The menu button and the logo are always in the markup and shown by CSS, below
            desktop width (where the sidebar, and its logo, is a drawer; the button only above
            phone width, where the bottom bar has the toggle): the server cannot know the width,
            and the header must not be without them, or move, while the scripts load. */}
        <span className={styles.menuToggle}>
          <IconButton
            icon={<Icon name="menu" size={22} />}
            aria-label={intl.formatMessage(messages.openMenu)}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={onMenuToggle}
          />
        </span>
        <Link
          to={authorized ? paths.main() : paths.education()}
          className={styles.logo}
          aria-label={intl.formatMessage(messages.logoHome)}
        >
          <ThemedLogo width={160} />
        </Link>
      </div>
      <div className={styles.end}>
        {!phone && (
          <div className={styles.preferences}>
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        )}
        {authorized ? (
          <ErrorBoundary fallback={null} resetKeys={[online]} onReset={retryFailedLoads}>
            <Suspense fallback={<span className={styles.userPlaceholder} aria-hidden="true" />}>
              <UserMenu />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <Button
            to={paths.auth()}
            onFollow={rememberHere}
            className={styles.login}
            size="sm"
            theme="primary"
            iconStart={<Icon name="log-in" size={18} />}
          >
            {intl.formatMessage(messages.login)}
          </Button>
        )}
      </div>
    </header>
  );
}
