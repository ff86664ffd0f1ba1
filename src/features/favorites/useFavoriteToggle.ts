/** The heart button's hook: current state, the toggle, and whether a toggle is on the wire. */
import { useCallback } from 'react';
import type { FavoriteKind } from '@/shared/contract/profile';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectIsFavorite, selectIsFavoritePending } from './favoritesSlice';
import { toggleFavorite } from './toggleFavorite';

export function useFavoriteToggle(kind: FavoriteKind, id: number) {
  const dispatch = useAppDispatch();
  const isFavorite = useAppSelector((state) => selectIsFavorite(state, kind, id));
  const pending = useAppSelector((state) => selectIsFavoritePending(state, kind, id));
  const toggle = useCallback(() => dispatch(toggleFavorite({ kind, id })), [dispatch, kind, id]);
  return { isFavorite, toggle, pending };
}
