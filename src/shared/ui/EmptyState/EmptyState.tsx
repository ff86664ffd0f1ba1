import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

interface EmptyStateProps {
  /** A lucide icon element, e.g. <Heart size={28} />. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  /** Usually a Button leading somewhere useful. */
  action?: ReactNode;
  compact?: boolean;
  headingLevel?: 2 | 3;
}

/** A friendly "nothing here yet" block: icon in a tinted disc, title, one line, one action. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  compact = false,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[styles.empty, compact && styles.compact].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {text && <p className={styles.text}>{text}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </section>
  );
}
