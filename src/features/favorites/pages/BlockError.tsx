import { useIntl } from 'react-intl';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/shared/ui/Button/Button';
import { messages } from './messages';
import styles from './Favorites.module.css';

/** Only when a block has never loaded: there is no last list to keep showing. */
export function BlockError({ onRetry }: { onRetry: () => unknown }) {
  const intl = useIntl();
  return (
    <div className={styles.error} role="alert">
      <p>{intl.formatMessage(messages.loadError)}</p>
      <Button
        theme="outline"
        size="sm"
        iconStart={<RefreshCw size={16} aria-hidden="true" />}
        onClick={() => onRetry()}
      >
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
