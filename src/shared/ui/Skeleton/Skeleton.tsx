import type { CSSProperties, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden/VisuallyHidden';
import { messages } from './messages';
import styles from './Skeleton.module.css';

interface SkeletonProps {
  variant?: 'lines' | 'card' | 'avatar' | 'block';
  /** Number of text lines (lines and card variants). */
  lines?: number;
  /** Avatar diameter or block height in px. */
  size?: number;
}

/** A shimmering placeholder; purely decorative (aria-hidden). Wrap groups in SkeletonRegion. */
export function Skeleton({ variant = 'lines', lines = 3, size = 48 }: SkeletonProps) {
  const bars = Array.from({ length: lines }, (_, i) => (
    // The last line is shorter, like the end of a paragraph.
    <span
      key={i}
      className={styles.bar}
      style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%' }}
    />
  ));
  if (variant === 'avatar') {
    return (
      <span
        aria-hidden="true"
        className={[styles.bone, styles.avatar].join(' ')}
        style={{ width: size, height: size }}
        data-skeleton="avatar"
      />
    );
  }
  if (variant === 'block') {
    return (
      <span
        aria-hidden="true"
        className={[styles.bone, styles.block].join(' ')}
        style={{ height: size }}
        data-skeleton="block"
      />
    );
  }
  if (variant === 'card') {
    return (
      <div aria-hidden="true" className={styles.card} data-skeleton="card">
        <span className={[styles.bone, styles.media].join(' ')} />
        <div className={styles.cardBody}>
          <span className={styles.chips}>
            <span className={styles.chip} />
            <span className={styles.chip} />
          </span>
          <span className={styles.lines}>{bars}</span>
        </div>
      </div>
    );
  }
  return (
    <span aria-hidden="true" className={styles.lines} data-skeleton="lines">
      {bars}
    </span>
  );
}

interface SkeletonRegionProps {
  children: ReactNode;
  /** Grid of cards (auto-fill, like the card lists) or a simple stack. */
  layout?: 'grid' | 'stack';
  style?: CSSProperties;
}

/** The container for skeletons: a polite status with a hidden 'Loading' text and aria-busy. */
export function SkeletonRegion({ children, layout = 'stack', style }: SkeletonRegionProps) {
  const intl = useIntl();
  return (
    <div role="status" aria-busy="true" className={styles[layout]} style={style}>
      <VisuallyHidden>{intl.formatMessage(messages.loading)}</VisuallyHidden>
      {children}
    </div>
  );
}
