import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { messages } from './messages';
import styles from './LockBadge.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** The premium-style lock on sections a visitor must log in to open (SPEC §1, §2). */
export function LockBadge({ className }: { className?: string }) {
  const intl = useIntl();
  return (
    <span className={[styles.badge, className].filter(Boolean).join(' ')} data-testid="lock-badge">
      <Icon name="lock" size={12} strokeWidth={2.5} aria-hidden="true" />
      <VisuallyHidden>{intl.formatMessage(messages.locked)}</VisuallyHidden>
    </span>
  );
}
