import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { BottomBar } from '@/features/layout/BottomBar/BottomBar';
import { Header } from '@/features/layout/Header/Header';
import { OfflineBanner } from '@/features/layout/OfflineBanner/OfflineBanner';
import { Sidebar } from '@/features/layout/Sidebar/Sidebar';
import { DRAWER_QUERY, PHONE_QUERY, useMediaQuery } from '@/shared/lib/useMediaQuery';
import { messages } from './messages';
import { useStickyTopHeight } from './useStickyTopHeight';
import styles from './AppLayout.module.css';

/**
 * The shared layout of SPEC §2. Desktop: fixed sidebar on the left, content up to 960 px.
 * Below 1024 px the sidebar becomes a drawer; at phone width a bottom bar appears.
 */
export function AppLayout() {
  const intl = useIntl();
  const drawer = useMediaQuery(DRAWER_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const top = useRef<HTMLDivElement>(null);
  useStickyTopHeight(top);

  // Any navigation closes the drawer; so does growing to desktop width (adjusted during render).
  const [menuFor, setMenuFor] = useState({ pathname, drawer });
  if (menuFor.pathname !== pathname || menuFor.drawer !== drawer) {
    setMenuFor({ pathname, drawer });
    setMenuOpen(false);
  }

  return (
    <div className={[styles.shell, phone && styles.withBottomBar].filter(Boolean).join(' ')}>
      <a href="#main-content" className={styles.skip}>
        {intl.formatMessage(messages.skip)}
      </a>
      <Sidebar
        drawer={drawer}
        showPreferences={phone}
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
      />
      <div className={drawer ? styles.column : `${styles.column} ${styles.besideSidebar}`}>
        {/* The banner and the header stay on screen together, in the content column (the fixed
            sidebar would cover a banner across the window). The banner renders nothing online,
            so the server's HTML is the same; it may appear while the drawer is open, and must
            then still be announced: parts of this box go inert, not all of it (inertOutside). */}
        <div ref={top} className={styles.top} data-inert-parts="">
          <OfflineBanner />
          <Header
            phone={phone}
            menuOpen={menuOpen}
            onMenuToggle={() => setMenuOpen((open) => !open)}
          />
        </div>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <div className={styles.container}>
            <Outlet />
          </div>
        </main>
      </div>
      {phone && <BottomBar menuOpen={menuOpen} onMenuToggle={() => setMenuOpen((open) => !open)} />}
    </div>
  );
}
