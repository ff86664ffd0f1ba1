import type { ModuleSummary } from '@/shared/contract/learning';
import { ModuleCard } from '@/features/cards/ModuleCard/ModuleCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { CardGrid } from '@/shared/ui/CardGrid/CardGrid';

interface ModuleCardListProps {
  modules: ModuleSummary[];
  sponsorLabel?: string | null;
  headingLevel?: 2 | 3 | 4;
  /** Accessible name of the list. */
  label?: string;
  /** Number the cards 1, 2, 3 (a course's programme, in course order). */
  numbered?: boolean;
}

/** Module cards in the shared grid, each with the connected favorite toggle. */
export function ModuleCardList({
  modules,
  sponsorLabel,
  headingLevel = 3,
  label,
  numbered = false,
}: ModuleCardListProps) {
  return (
    <CardGrid label={label}>
      {modules.map((module, index) => (
        <li key={module.id}>
          <ModuleCard
            module={module}
            sponsorLabel={sponsorLabel}
            headingLevel={headingLevel}
            number={numbered ? index + 1 : undefined}
            favorite={<FavoriteToggle kind="module" id={module.id} />}
          />
        </li>
      ))}
    </CardGrid>
  );
}
