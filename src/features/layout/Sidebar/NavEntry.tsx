import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { isUnderPrefix } from '@/shared/routes/paths';
import { authPromptOpened, selectIsAuthorized, wantedPathSaved } from '@/features/auth/authSlice';
import { LockBadge } from '@/features/layout/LockBadge/LockBadge';
import { Icon } from '@/shared/ui/Icon/Icon';
import type { NavItem } from './navItems';

interface NavEntryProps {
  item: NavItem;
  className: string;
  activeClassName: string;
  labelClassName?: string;
  /** Called after a successful navigation click (closes the drawer). */
  onNavigate?: () => void;
}

/**
 * One menu entry. For visitors, entries of sections they cannot open are buttons with a lock
 * badge that open the auth prompt instead of navigating (SPEC §2); the section is remembered
 * as the wanted path so the login brings them there.
 */
export function NavEntry({
  item,
  className,
  activeClassName,
  labelClassName,
  onNavigate,
}: NavEntryProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const authorized = useAppSelector(selectIsAuthorized);
  const { pathname } = useLocation();
  const label = intl.formatMessage(item.label);
  const content = (
    <>
      <Icon name={item.icon} size={20} aria-hidden="true" />
      <span className={labelClassName}>{label}</span>
    </>
  );

  if (!authorized && !item.public) {
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        data-locked="true"
        onClick={() => {
          dispatch(wantedPathSaved(item.to));
          dispatch(authPromptOpened());
          onNavigate?.();
        }}
      >
        {content}
        <LockBadge />
      </button>
    );
  }

  const active = isUnderPrefix(pathname, [item.section]);
  // 'page' on the section's own default page, 'true' on pages inside the section.
  const current = pathname === item.to ? 'page' : 'true';
  return (
    <Link
      to={item.to}
      className={[className, active && activeClassName].filter(Boolean).join(' ')}
      aria-current={active ? current : undefined}
      onClick={onNavigate}
    >
      {content}
    </Link>
  );
}
