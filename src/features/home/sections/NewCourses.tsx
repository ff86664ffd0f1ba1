import { useIntl } from 'react-intl';
import type { Course } from '@/shared/contract/learning';
import { paths } from '@/shared/routes/paths';
import { CourseCard } from '@/features/cards/CourseCard/CourseCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { useSearchCatalogueQuery } from '@/features/learning/catalogueApi';
import { CardGrid, CardGridItem } from '@/shared/ui/CardGrid/CardGrid';
import { HOME_CARDS } from './ContinueLearning';
import { HomeSection, sectionState } from './HomeSection';
import { messages } from './messages';

/** The catalogue's first courses (type=course, page 1), in the API's order. */
export function NewCourses() {
  const intl = useIntl();
  const result = useSearchCatalogueQuery({ type: 'course', page: 1, page_size: HOME_CARDS });
  const courses = (result.currentData?.results ?? []).filter(
    (item): item is Course => item.type === 'course',
  );
  return (
    <HomeSection
      title={messages.coursesTitle}
      link={{ to: paths.education('courses'), label: messages.coursesLink }}
      state={sectionState(result, courses.length)}
      empty={messages.coursesEmpty}
      onRetry={result.refetch}
    >
      <CardGrid label={intl.formatMessage(messages.coursesTitle)}>
        {courses.map((course) => (
          <CardGridItem key={course.id}>
            <CourseCard
              course={course}
              favorite={<FavoriteToggle kind="course" id={course.id} />}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
