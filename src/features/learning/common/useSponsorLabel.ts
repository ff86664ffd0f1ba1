import type { Tag } from '@/shared/contract/common';
import { useAppSelector } from '@/app/hooks';
import { selectSponsors } from '@/features/references/referencesSlice';

/**
 * The label of the sponsor whose badge should lead a badge list (SPEC §4). Courses name their
 * sponsor; a module does not, so its tags are matched against the sponsors reference list.
 */
export function useSponsorLabel(
  tags: readonly Tag[] | undefined,
  known?: string | null,
): string | null {
  const sponsors = useAppSelector(selectSponsors);
  if (known) return known;
  if (!tags) return null;
  return sponsors.find((sponsor) => tags.some((tag) => tag.label === sponsor.label))?.label ?? null;
}
