import type { CatalogueItem } from '@/shared/contract/learning';
import { CourseCard } from '@/features/cards/CourseCard/CourseCard';
import { ModuleCard } from '@/features/cards/ModuleCard/ModuleCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';

/** A catalogue result: the card of its kind with the connected favorite toggle. */
interface CatalogueItemCardProps {
  item: CatalogueItem;
  sponsorLabel?: string | null;
  headingLevel?: 2 | 3;
}

export function CatalogueItemCard({
  item,
  sponsorLabel,
  headingLevel = 3,
}: CatalogueItemCardProps) {
  if (item.type === 'course') {
    return (
      <CourseCard
        course={item}
        headingLevel={headingLevel}
        favorite={<FavoriteToggle kind="course" id={item.id} />}
      />
    );
  }
  return (
    <ModuleCard
      module={item}
      sponsorLabel={sponsorLabel}
      headingLevel={headingLevel}
      favorite={<FavoriteToggle kind="module" id={item.id} />}
    />
  );
}
