import { useIntl } from 'react-intl';
import { useGetFavoritesPageQuery } from '@/features/favorites/favoritesApi';
import type { Paged } from '@/shared/contract/common';
import type { FavoriteItem } from '@/shared/contract/profile';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { EmptyAction } from './EmptyAction';
import { FavoritesBlock } from './FavoritesBlock';
import { BLOCK_ORDER, blocks, pageCount, visibleItems } from './favoritesPaging';
import { messages } from './messages';

const isEmpty = (data: Paged<FavoriteItem> | undefined) =>
  data !== undefined && visibleItems(data.results).length === 0 && pageCount(data.count) <= 1;

/**
 * The All tab: the sessions, news and courses blocks, each paged on its own. Empty blocks are
 * left out; with nothing saved at all the page says 'Your favorites list is empty'. The first
 * pages read here are the blocks' own cache entries, so this asks the server nothing extra.
 */
export function AllFavorites() {
  const intl = useIntl();
  const sessions = useGetFavoritesPageQuery({ kind: blocks.education.kind, page: 1 });
  const news = useGetFavoritesPageQuery({ kind: blocks.media.kind, page: 1 });
  const courses = useGetFavoritesPageQuery({ kind: blocks.courses.kind, page: 1 });

  if (isEmpty(sessions.data) && isEmpty(news.data) && isEmpty(courses.data)) {
    return (
      <EmptyState
        icon="heart"
        title={intl.formatMessage(messages.emptyAll)}
        text={intl.formatMessage(messages.emptyHint)}
        action={<EmptyAction />}
      />
    );
  }
  return (
    <>
      {BLOCK_ORDER.map((type) => (
        <FavoritesBlock key={type} config={blocks[type]} inAll />
      ))}
    </>
  );
}
