import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.module.css';

/** Text for assistive technology only (labels of icon-only controls, live status). */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={[styles.hidden, className].filter(Boolean).join(' ')} />;
}
