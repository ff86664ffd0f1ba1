import { useIntl } from 'react-intl';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { Button } from '@/shared/ui/Button/Button';
import { messages } from './messages';
import styles from './LoadError.module.css';

interface LoadErrorProps {
  text: string;
  hint?: string;
  onRetry: () => unknown;
  retrying?: boolean;
  compact?: boolean;
}

/** A failed load: what failed (the SPEC §8 text) and a way to try again. */
export function LoadError({
  text,
  hint,
  onRetry,
  retrying = false,
  compact = false,
}: LoadErrorProps) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className={[styles.error, compact && styles.compact].filter(Boolean).join(' ')}
    >
      <CircleAlert size={compact ? 20 : 28} aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{text}</p>
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
      <Button
        theme="outline"
        size={compact ? 'sm' : 'md'}
        loading={retrying}
        iconStart={<RefreshCw size={16} aria-hidden="true" />}
        onClick={() => onRetry()}
      >
        {intl.formatMessage(messages.retry)}
      </Button>
    </div>
  );
}
