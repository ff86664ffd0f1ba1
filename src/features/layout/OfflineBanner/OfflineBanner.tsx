import { useIntl } from 'react-intl';
import { useOnlineStatus } from '@/shared/lib/useOnlineStatus';
import { messages } from './messages';
import styles from './OfflineBanner.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** A calm notice while the browser reports no network; it disappears when the network is back. */
export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" aria-live="polite">
      <Icon name="wifi-off" size={18} aria-hidden="true" />
      <span>{intl.formatMessage(messages.offline)}</span>
    </div>
  );
}
