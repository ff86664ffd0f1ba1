import type { ReactNode } from 'react';
import styles from './Meta.module.css';

interface MetaProps {
  icon?: ReactNode;
  children: ReactNode;
  tone?: 'muted' | 'success' | 'info' | 'onImage';
}

/** A small icon + text fact in a card (lesson count, Files, Viewed...). */
export function Meta({ icon, children, tone = 'muted' }: MetaProps) {
  return (
    <span className={[styles.meta, styles[tone]].join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
