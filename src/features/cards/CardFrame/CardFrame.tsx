import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Image } from '@/shared/ui/Image/Image';
import { useColorScheme } from '@/shared/ui/colorScheme/colorScheme';
import { useContentLang } from '@/shared/lib/contentLang';
import styles from './CardFrame.module.css';

export interface CardFrameProps {
  to: string;
  title: string;
  image: string | null;
  /** 'L' (default) or 'D': a dark card with light text (SPEC §3). */
  colorScheme?: unknown;
  /** The favorites toggle, placed in the image's top-right corner. */
  favorite?: ReactNode;
  /** Over the image's bottom-left corner (status labels). */
  overlay?: ReactNode;
  /** Above the title (the badge list). */
  tags?: ReactNode;
  /** Small line above the title (topic, kind). */
  eyebrow?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/**
 * The shared card: 16:9 image, tags, title, body, footer. The whole card is clickable through
 * the title link's stretched ::after, so the inner buttons (favorite, '+N') stay real buttons
 * rather than buttons nested inside a link.
 */
export function CardFrame({
  to,
  title,
  image,
  colorScheme = 'L',
  favorite,
  overlay,
  tags,
  eyebrow,
  children,
  footer,
  headingLevel = 3,
}: CardFrameProps) {
  const { isDark } = useColorScheme(colorScheme);
  const langOf = useContentLang();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={[styles.card, isDark && styles.dark].filter(Boolean).join(' ')}
      data-scheme={isDark ? 'D' : 'L'}
    >
      <div className={styles.media}>
        <Image src={image} alt="" ratio="16 / 9" className={styles.image} />
        {overlay && <div className={styles.overlay}>{overlay}</div>}
        {favorite && <div className={styles.favorite}>{favorite}</div>}
      </div>
      <div className={styles.body}>
        {tags && <div className={styles.tags}>{tags}</div>}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title} lang={langOf(title)}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </Heading>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}
