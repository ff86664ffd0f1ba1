import { useIntl } from 'react-intl';
import type { Course } from '@/shared/contract/learning';
import { paths } from '@/shared/routes/paths';
import { ContinueCard } from '@/features/cards/ContinueCard/ContinueCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { useSearchCatalogueQuery } from '@/features/learning/catalogueApi';
import { CardGrid, CardGridItem } from '@/shared/ui/CardGrid/CardGrid';
import { HomeSection, sectionState } from './HomeSection';
import { messages } from './messages';

export const HOME_CARDS = 3;

/**
 * Courses the user started and has not finished (docs/api.md "Course path"): the API's
 * `type=course&progress=viewed` answers exactly the three shown, in catalogue order. Each card
 * shows the course's progress and opens its first unfinished session, whose video resumes where
 * it stopped.
 */
export function ContinueLearning() {
  const intl = useIntl();
  const result = useSearchCatalogueQuery({
    type: 'course',
    progress: 'viewed',
    page_size: HOME_CARDS,
  });
  const courses = (result.currentData?.results ?? []).filter(
    (item): item is Course => item.type === 'course',
  );
  return (
    <HomeSection
      title={messages.continueTitle}
      link={{ to: paths.education('courses'), label: messages.coursesLink }}
      state={sectionState(result, courses.length)}
      empty={messages.continueEmpty}
      onRetry={result.refetch}
    >
      <CardGrid label={intl.formatMessage(messages.continueTitle)}>
        {courses.map((course) => (
          <CardGridItem key={course.id}>
            <ContinueCard
              course={course}
              favorite={<FavoriteToggle kind="course" id={course.id} />}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
