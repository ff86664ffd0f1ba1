import type { ReactNode } from 'react';
import { Icon } from '@/shared/ui/Icon/Icon';
import type { IconName } from '@/shared/ui/Icon/iconNames';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  /** The icon in the disc, e.g. 'heart' (28 px, as the design's every empty state). */
  icon?: IconName;
  title: ReactNode;
  text?: ReactNode;
  /** Usually a Button leading somewhere useful. */
  action?: ReactNode;
  compact?: boolean;
  headingLevel?: 2 | 3;
  /** The heading can take the focus from the app (tabindex -1), e.g. after a retry's button went. */
  headingFocusable?: boolean;
}

/** A friendly "nothing here yet" block: icon in a tinted disc, title, one line, one action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  compact = false,
  headingLevel = 2,
  headingFocusable = false,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.empty, compact && styles.compact].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
      )}
      <Heading className={styles.title} tabIndex={headingFocusable ? -1 : undefined}>
        {title}
      </Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
