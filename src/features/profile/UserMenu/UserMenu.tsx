import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { Link } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useLogoutMutation } from '@/features/auth/authApi';
import { useGetProfileQuery } from '../profileApi';
import { useOwnPhotoReread } from '../useOwnPhotoReread';
import { Avatar } from '@/shared/ui/Avatar/Avatar';
import { fullName } from '@/shared/lib/fullName';
import { useMenuKeyboard } from './useMenuKeyboard';
import { messages } from './messages';
import styles from './UserMenu.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * User navigation (SPEC §2), rendered only when both tokens exist: the name and photo open a
 * menu with Personal account, Public profile (disabled-looking unless published), Favorites, Exit.
 */
export function UserMenu() {
  const intl = useIntl();
  const { data: profile } = useGetProfileQuery();
  const photoMissing = useOwnPhotoReread(profile?.photo);
  const [logout] = useLogoutMutation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const onMenuKeyDown = useMenuKeyboard(open, setOpen, buttonRef, menuRef);
  const close = () => setOpen(false);

  const name = profile ? fullName(profile) : '';
  const shownName = name || intl.formatMessage(messages.loading);
  const publicHint = intl.formatMessage(messages.publicProfileOff);

  return (
    <div className={styles.wrapper}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={intl.formatMessage(messages.open, { name: shownName })}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <Avatar
          src={profile?.photo ?? null}
          name={name}
          size={36}
          decorative
          onMissing={photoMissing}
        />
        <span className={styles.name} lang={contentLang(name, intl.locale)}>
          {shownName}
        </span>
        <Icon name="chevron-down" size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={shownName}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          <div className={styles.menuHeader} role="none">
            <span className={styles.menuName}>{shownName}</span>
            {profile?.email && <span className={styles.menuEmail}>{profile.email}</span>}
          </div>
          <Link
            role="menuitem"
            tabIndex={-1}
            to={paths.personal()}
            className={styles.item}
            onClick={close}
          >
            <Icon name="user-round" size={18} aria-hidden="true" />
            {intl.formatMessage(messages.personal)}
          </Link>
          {profile?.is_published ? (
            <Link
              role="menuitem"
              tabIndex={-1}
              to={paths.publicProfile(profile.id)}
              className={styles.item}
              onClick={close}
            >
              <Icon name="globe" size={18} aria-hidden="true" />
              {intl.formatMessage(messages.publicProfile)}
            </Link>
          ) : (
            <span
              role="menuitem"
              tabIndex={-1}
              aria-disabled="true"
              aria-description={publicHint}
              title={publicHint}
              className={`${styles.item} ${styles.disabled}`}
            >
              <Icon name="globe" size={18} aria-hidden="true" />
              {intl.formatMessage(messages.publicProfile)}
            </span>
          )}
          <Link
            role="menuitem"
            tabIndex={-1}
            to={paths.favorites()}
            className={styles.item}
            onClick={close}
          >
            <Icon name="heart" size={18} aria-hidden="true" />
            {intl.formatMessage(messages.favorites)}
          </Link>
          <div className={styles.separator} role="separator" />
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            className={`${styles.item} ${styles.exit}`}
            onClick={() => {
              close();
              void logout();
            }}
          >
            <Icon name="log-out" size={18} aria-hidden="true" />
            {intl.formatMessage(messages.exit)}
          </button>
        </div>
      )}
    </div>
  );
}
