import type { ComponentProps, ReactNode } from 'react';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import styles from './CardGrid.module.css';

/** For a grid of placeholders inside a skeleton region. */
export const cardGridClassName = styles.grid;

/**
 * The responsive card grid of every card list: one column on phones, up to three on desktop.
 * Children are <li>s (CardGridItem, or a component that renders one).
 */
export function CardGrid({
  children,
  label,
  ...rest
}: { children: ReactNode; label?: string } & Pick<
  ComponentProps<'ul'>,
  'ref' | 'tabIndex' | 'aria-describedby'
>) {
  return (
    <ul className={styles.grid} aria-label={label} {...rest}>
      {children}
    </ul>
  );
}

export function CardGridItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}

/** Card-shaped placeholders while a page loads. */
export function CardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SkeletonRegion layout="grid">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="card" lines={2} />
      ))}
    </SkeletonRegion>
  );
}
