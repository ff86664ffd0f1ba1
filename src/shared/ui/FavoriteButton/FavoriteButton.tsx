import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { messages } from './messages';
import styles from './FavoriteButton.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface FavoriteButtonProps {
  active: boolean;
  /** A toggle request is in flight: clicks are ignored, and it says so (aria-busy, aria-disabled). */
  pending?: boolean;
  onClick: () => void;
  variant?: 'overlay' | 'ghost';
}

/**
 * Presentational heart toggle; the favorites feature wires it to the API. Its name says what a
 * press does ("Add to favorites", "Remove from favorites"), so it carries no aria-pressed: with
 * both, a screen reader said "Remove from favorites, toggle button, pressed" (a toggle's name
 * must not change with its state; the names are also the words of SPEC's confirmations).
 */
export function FavoriteButton({
  active,
  pending = false,
  onClick,
  variant = 'overlay',
}: FavoriteButtonProps) {
  const intl = useIntl();
  // Cards are links: the toggle must not follow them.
  const handle = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!pending) onClick();
  };
  return (
    <IconButton
      variant={variant}
      size="md"
      aria-busy={pending || undefined}
      // Not `disabled`: disabling the focused button would drop keyboard focus to the page.
      aria-disabled={pending || undefined}
      aria-label={intl.formatMessage(active ? messages.remove : messages.add)}
      className={[styles.favorite, active && styles.active].filter(Boolean).join(' ')}
      icon={<Icon name="heart" size={20} fill={active ? 'currentColor' : 'none'} strokeWidth={2} />}
      onClick={handle}
    />
  );
}
