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
}

/** Module cards in the shared grid, each with the connected favorite toggle. */
export function ModuleCardList({
  modules,
  sponsorLabel,
  headingLevel = 3,
  label,
}: ModuleCardListProps) {
  return (
    <CardGrid label={label}>
      {modules.map((module) => (
        <li key={module.id}>
          <ModuleCard
            module={module}
            sponsorLabel={sponsorLabel}
            headingLevel={headingLevel}
            favorite={<FavoriteToggle kind="module" id={module.id} />}
          />
        </li>
      ))}
    </CardGrid>
  );
}
