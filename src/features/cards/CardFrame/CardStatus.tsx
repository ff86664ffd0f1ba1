import { CheckCircle2, Eye } from 'lucide-react';
import { Meta } from './Meta';

/**
 * A learner's status on a card's picture (CardFrame's overlay): finished with a green check,
 * under way with an eye. The session card's Completed / Viewed, the course card's progress.
 */
export function CardStatus({ finished, label }: { finished: boolean; label: string }) {
  return (
    <Meta
      tone="onImage"
      icon={finished ? <CheckCircle2 size={14} color="#4cc98a" /> : <Eye size={14} />}
    >
      {label}
    </Meta>
  );
}
