import { Meta } from './Meta';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * A learner's status on a card's picture (CardFrame's overlay): finished with a green check,
 * under way with an eye. The session card's Completed / Viewed, the course card's progress.
 */
export function CardStatus({ finished, label }: { finished: boolean; label: string }) {
  return (
    <Meta
      tone="onImage"
      icon={
        finished ? (
          <Icon name="circle-check" size={14} color="#4cc98a" />
        ) : (
          <Icon name="eye" size={14} />
        )
      }
    >
      {label}
    </Meta>
  );
}
