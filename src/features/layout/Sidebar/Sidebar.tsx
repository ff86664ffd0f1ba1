import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/shared/routes/paths';
import { selectIsAuthorized } from '@/features/auth/authSlice';
import { SUPPORT_EMAIL } from '@/shared/config';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { trapTabKey } from '@/shared/ui/hooks/focusTrap';
import { inertOutside } from '@/shared/ui/hooks/inertOutside';
import { LanguageSwitch } from '@/features/preferences/LanguageSwitch';
import { ThemeSwitch } from '@/features/preferences/ThemeSwitch';
import { ThemedLogo } from '@/features/layout/ThemedLogo';
import { NavEntry } from './NavEntry';
import { mainNav, profileNav } from './navItems';
import { messages } from './messages';
import styles from './Sidebar.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface SidebarProps {
  /** Below desktop width the sidebar is a drawer (SPEC §2 "close button"). */
  drawer: boolean;
  /** Phone width: the header has no room for the language and theme switches, so they live here. */
  showPreferences?: boolean;
  open: boolean;
  onClose: () => void;
}

/** SPEC §2: logo (220 px), menu, profile section, close button, beta notice with support email. */
export function Sidebar({ drawer, open, onClose, showPreferences = false }: SidebarProps) {
  const intl = useIntl();
  const authorized = useAppSelector(selectIsAuthorized);
  const closeRef = useRef<HTMLButtonElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const hidden = drawer && !open;

  // The open drawer is modal: the page behind it (header, content, bottom bar) is inert, so Tab
  // cycles through the drawer only. On close the page is restored and, if focus was in the
  // drawer, it goes back to the control that opened it.
  useEffect(() => {
    const aside = asideRef.current;
    if (!drawer || !open || !aside) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restoreBackground = inertOutside(aside);
    closeRef.current?.focus();
    return () => {
      restoreBackground();
      const active = document.activeElement;
      if (!active || active === document.body || aside.contains(active)) opener?.focus();
    };
  }, [drawer, open]);

  const entry = (item: (typeof mainNav)[number]) => (
    <li key={item.key}>
      <NavEntry
        item={item}
        className={styles.item}
        activeClassName={styles.active}
        labelClassName={styles.label}
        onNavigate={drawer ? onClose : undefined}
      />
    </li>
  );

  return (
    <>
      {drawer && open && (
        <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-inert-exempt />
      )}
      <aside
        ref={asideRef}
        id="app-sidebar"
        className={[styles.sidebar, drawer && styles.drawer, drawer && open && styles.open]
          .filter(Boolean)
          .join(' ')}
        inert={hidden}
        aria-hidden={hidden || undefined}
        onKeyDown={(event) => {
          if (drawer && event.key === 'Escape') onClose();
          else if (drawer && open) trapTabKey(event, event.currentTarget);
        }}
      >
        <div className={styles.top}>
          <Link
            to={authorized ? paths.main() : paths.education()}
            className={styles.logo}
            aria-label={intl.formatMessage(messages.logoHome)}
          >
            <ThemedLogo width={220} />
          </Link>
          {drawer && (
            <IconButton
              ref={closeRef}
              icon={<Icon name="x" size={20} />}
              aria-label={intl.formatMessage(messages.close)}
              onClick={onClose}
              className={styles.close}
            />
          )}
        </div>
        <nav aria-label={intl.formatMessage(messages.navLabel)} className={styles.nav}>
          <ul className={styles.list}>{mainNav.map(entry)}</ul>
          <p className={styles.section} id="sidebar-profile-heading">
            {intl.formatMessage(messages.profileSection)}
          </p>
          <ul className={styles.list} aria-labelledby="sidebar-profile-heading">
            {profileNav.map(entry)}
          </ul>
        </nav>
        {showPreferences && (
          <div className={styles.preferences}>
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
        )}
        <div className={styles.beta}>
          <p className={styles.betaTitle}>{intl.formatMessage(messages.betaTitle)}</p>
          <p className={styles.betaText}>
            {intl.formatMessage(messages.betaText, {
              email: (
                <a key="email" href={`mailto:${SUPPORT_EMAIL}`} className={styles.email}>
                  {SUPPORT_EMAIL}
                </a>
              ),
            })}
          </p>
        </div>
      </aside>
    </>
  );
}
