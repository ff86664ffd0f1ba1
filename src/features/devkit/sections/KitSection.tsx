import type { ReactNode } from 'react';
import styles from '../Kit.module.css';

export function KitSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={`kit-${id}`}>
      <h2 id={`kit-${id}`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled group inside a section; the caption is a technical name (theme, state). */
export function KitGroup({
  caption,
  children,
  className,
}: {
  caption: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div>
      <p className={styles.caption}>{caption}</p>
      <div className={className ?? styles.row}>{children}</div>
    </div>
  );
}
