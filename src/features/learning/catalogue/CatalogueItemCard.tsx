import type { CatalogueItem } from '@/shared/contract/learning';
import { CourseCard } from '@/features/cards/CourseCard/CourseCard';
import { ModuleCard } from '@/features/cards/ModuleCard/ModuleCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';

/** A catalogue result: the card of its kind with the connected favorite toggle. */
export function CatalogueItemCard({ item, sponsorLabel }: { item: CatalogueItem; sponsorLabel?: string | null }) {
  if (item.type === 'course') {
    return <CourseCard course={item} favorite={<FavoriteToggle kind="course" id={item.id} />} />;
  }
  return <ModuleCard module={item} sponsorLabel={sponsorLabel} favorite={<FavoriteToggle kind="module" id={item.id} />} />;
}
