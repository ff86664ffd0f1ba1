import type { MouseEvent } from 'react';
import { CourseCard } from '@/features/cards/CourseCard/CourseCard';
import { MediaCard } from '@/features/cards/MediaCard/MediaCard';
import { ModuleCard } from '@/features/cards/ModuleCard/ModuleCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import type { Article } from '@/shared/contract/content';
import type { Course, ModuleSummary } from '@/shared/contract/learning';
import type { FavoriteItem } from '@/shared/contract/profile';
import styles from './Favorites.module.css';

/** The SPEC §5.5 log line, word for word. */
export const MISSING_ID = 'Missing id';

const hasId = (item: FavoriteItem) => typeof item.object?.id === 'number' && item.object.id > 0;

/**
 * One saved item as its card: a session opens its module page, a course its course page, a news
 * item its article. An item without an id logs 'Missing id' and goes nowhere (SPEC §5.5): the
 * card's link is stopped in the capture phase, before react-router's Link sees the click.
 */
export function FavoriteItemCard({
  item,
  headingLevel = 3,
}: {
  item: FavoriteItem;
  /** 3 under a block's h2 (All tab); 2 on a single-kind tab, whose only heading above is the h1. */
  headingLevel?: 2 | 3;
}) {
  const known = hasId(item);
  const guard = (event: MouseEvent) => {
    if (known || !(event.target as Element).closest('a')) return;
    event.preventDefault();
    console.error(MISSING_ID, item);
  };
  const favorite = known ? <FavoriteToggle kind={item.type} id={item.object.id} /> : undefined;

  let card;
  if (item.type === 'module')
    card = (
      <ModuleCard
        module={item.object as ModuleSummary}
        favorite={favorite}
        headingLevel={headingLevel}
      />
    );
  else if (item.type === 'course')
    card = (
      <CourseCard course={item.object as Course} favorite={favorite} headingLevel={headingLevel} />
    );
  else
    card = (
      <MediaCard article={item.object as Article} favorite={favorite} headingLevel={headingLevel} />
    );

  return (
    <div onClickCapture={guard} className={styles.card}>
      {card}
    </div>
  );
}
