import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { Page } from '@/shared/ui/Page/Page';
import { errorStatus } from '@/shared/api/errorStatus';
import { cardGridClassName } from '@/shared/ui/CardGrid/CardGrid';
import { sectionMessages } from '@/shared/routes/messages';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { LectorList } from '../common/LectorList';
import { LoadError } from '../common/LoadError';
import { ModuleCardList } from '../common/ModuleCardList';
import { PaymentLock } from '../common/PaymentLock';
import { messages as courseCardMessages } from '@/features/cards/CourseCard/messages';
import { CourseHero } from '../course/CourseHero';
import { CoursePath } from '../course/CoursePath';
import { SponsorBlock } from '../course/SponsorBlock';
import { courseMessages } from '../course/messages';
import { useGetCourseQuery } from '../learningApi';
import { messages } from './messages';
import grid from '../common/Section.module.css';

/**
 * /education/course/{id}: a course, the learner's path through it (progress, Start/Continue, what
 * earns the certificate), its numbered programme, lecturers and sponsor. Public (SPEC §6).
 */
export function CoursePage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  // The answer for this id only, never the course shown before (see ModulePage).
  const { currentData: course, error, isFetching, refetch } = useGetCourseQuery(id);
  const title = course?.name ?? intl.formatMessage(messages.courseTitle);
  const modules = course?.modules?.filter((m) => m.is_published) ?? [];

  return (
    <Page
      title={title}
      notFound={!course && errorStatus(error) === 404}
      breadcrumbs={[
        { label: intl.formatMessage(sectionMessages.learning), to: paths.education() },
        { label: title },
      ]}
      actions={course && <FavoriteToggle kind="course" id={course.id} variant="ghost" />}
    >
      {course && (
        <>
          <CourseHero course={course} />
          {!course.has_access && <PaymentLock kind="course" payment={course.payment_config} />}
          <CoursePath course={course} modules={modules} />
          <section className={grid.section} aria-labelledby="course-programme">
            <h2 id="course-programme" className={grid.heading}>
              {intl.formatMessage(courseMessages.programme)} ·{' '}
              {intl.formatMessage(courseCardMessages.lessons, { count: modules.length })}
            </h2>
            {modules.length > 0 ? (
              <ModuleCardList
                modules={modules}
                sponsorLabel={course.sponsor?.label}
                label={intl.formatMessage(courseMessages.sessions)}
                numbered
              />
            ) : (
              <EmptyState
                compact
                headingLevel={3}
                title={intl.formatMessage(courseMessages.noModules)}
              />
            )}
          </section>
          <LectorList lectors={course.lectors} />
          {course.sponsor && <SponsorBlock sponsor={course.sponsor} />}
        </>
      )}
      {!course && isFetching && !error && (
        <SkeletonRegion>
          <Skeleton variant="block" size={280} />
          <div className={cardGridClassName}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="card" />
            ))}
          </div>
        </SkeletonRegion>
      )}
      {!course && error && (
        <LoadError
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          notFoundText={intl.formatMessage(courseMessages.notFound)}
          failedText={intl.formatMessage(courseMessages.loadError)}
        />
      )}
    </Page>
  );
}
