import type { FavoriteKind } from '@/shared/contract/profile';
import { FavoriteButton } from '@/shared/ui/FavoriteButton/FavoriteButton';
import { useFavoriteToggle } from './useFavoriteToggle';

interface FavoriteToggleProps {
  kind: FavoriteKind;
  id: number;
  /** 'overlay' on card images, 'ghost' in page headers. */
  variant?: 'overlay' | 'ghost';
}

/**
 * The connected heart for cards and pages: reads the favorites slice, so every card and page
 * showing the same item flips together; the thunk shows the SPEC §8 confirmation, or the login
 * prompt for visitors.
 */
export function FavoriteToggle({ kind, id, variant = 'overlay' }: FavoriteToggleProps) {
  const { isFavorite, toggle, pending } = useFavoriteToggle(kind, id);
  return (
    <FavoriteButton
      active={isFavorite}
      pending={pending}
      onClick={() => void toggle()}
      variant={variant}
    />
  );
}
