/**
 * The favorites page's arithmetic and configuration (SPEC §2 "Favorites page", §9 page size 3).
 */
import type { MessageDescriptor } from 'react-intl';
import type { FavoriteType } from '@/shared/routes/paths';
import { FAVORITES_PAGE_SIZE, type FavoriteKind } from '@/features/favorites/favoritesApi';
import type { FavoriteItem } from '@/shared/contract/profile';
import { messages } from './messages';

/** Item count divided by the page size, rounded up (SPEC §2). */
export function pageCount(count: number, pageSize = FAVORITES_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(count / pageSize));
}

/** Sessions with is_published false are hidden (SPEC §2). */
export function visibleItems(items: readonly FavoriteItem[]): FavoriteItem[] {
  return items.filter((item) => !(item.type === 'module' && item.is_published === false));
}

export interface FavoritesBlockConfig {
  kind: FavoriteKind;
  title: MessageDescriptor;
  empty: MessageDescriptor;
}

/** One block per kind; the All tab shows the three in this order. */
export const blocks: Record<Exclude<FavoriteType, 'all'>, FavoritesBlockConfig> = {
  education: { kind: 'module', title: messages.tabSessions, empty: messages.emptySessions },
  media: { kind: 'article', title: messages.tabNews, empty: messages.emptyNews },
  courses: { kind: 'course', title: messages.tabCourses, empty: messages.emptyCourses },
};

export const BLOCK_ORDER = ['education', 'media', 'courses'] as const;
