import type { CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { messages } from './messages';
import styles from './Spinner.module.css';

interface SpinnerProps {
  size?: number;
  /** Standalone spinners announce themselves ('Loading'); inside a busy button pass false. */
  announce?: boolean;
  className?: string;
}

export function Spinner({ size = 20, announce = true, className }: SpinnerProps) {
  const intl = useIntl();
  const style = { '--spinner-size': `${size}px` } as CSSProperties;
  const ring = (
    <span
      className={[styles.spinner, className].filter(Boolean).join(' ')}
      style={style}
      aria-hidden="true"
    />
  );
  if (!announce) return ring;
  return (
    <span className={styles.status} role="status">
      {ring}
      <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
    </span>
  );
}
