import type { ReactNode } from 'react';
import type { BadgeTheme } from '@/shared/contract/common';
import styles from './Badge.module.css';

export const BADGE_THEMES: readonly BadgeTheme[] = [
  'base',
  'red',
  'brand',
  'special',
  'specialization',
  'grey',
  'outline',
];

export function badgeClassName(
  theme: BadgeTheme = 'base',
  size: 'sm' | 'md' = 'md',
  extra?: string,
) {
  const safe = BADGE_THEMES.includes(theme) ? theme : 'base';
  return [styles.badge, styles[safe], styles[size], extra].filter(Boolean).join(' ');
}

interface BadgeProps {
  theme?: BadgeTheme;
  size?: 'sm' | 'md';
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  title?: string;
  /** The label's language when it is not the page's (shared/lib/contentLang.ts). */
  lang?: string;
}

/** A tag label in one of the seven SPEC §3 themes. */
export function Badge({
  theme = 'base',
  size = 'md',
  icon,
  children,
  className,
  title,
  lang,
}: BadgeProps) {
  return (
    <span
      className={badgeClassName(theme, size, className)}
      title={title}
      lang={lang}
      data-theme={theme}
    >
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
