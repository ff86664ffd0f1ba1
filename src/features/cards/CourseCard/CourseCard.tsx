import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { paths } from '@/shared/routes/paths';
import type { Course } from '@/shared/contract/learning';
import { BadgeList } from '../BadgeList/BadgeList';
import { withPaymentBadge } from '../BadgeList/badges';
import { CardFrame } from '../CardFrame/CardFrame';
import { CardStatus } from '../CardFrame/CardStatus';
import { Meta } from '../CardFrame/Meta';
import { messages } from './messages';
import styles from './CourseCard.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface CourseCardProps {
  course: Pick<
    Course,
    | 'id'
    | 'name'
    | 'description'
    | 'image'
    | 'tags'
    | 'color_scheme'
    | 'sponsor'
    | 'has_access'
    | 'modules_count'
  > &
    Partial<Pick<Course, 'learner_progress'>>;
  favorite?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A course card: image, tags (the sponsor's first), name, excerpt, sponsor and lesson count;
 * for a learner who started it, how far they are, on the picture (as a session card's status).
 */
export function CourseCard({ course, favorite, headingLevel }: CourseCardProps) {
  const intl = useIntl();
  const { sponsor } = course;
  const progress = course.learner_progress;
  const finished = progress?.next_module === null;
  const status = progress?.started && (
    <CardStatus
      finished={finished}
      label={
        finished
          ? intl.formatMessage(messages.completed)
          : intl.formatMessage(messages.progress, {
              done: progress.modules_completed,
              total: progress.modules_total,
            })
      }
    />
  );
  return (
    <CardFrame
      overlay={status}
      to={paths.course(course.id)}
      title={course.name}
      image={course.image}
      colorScheme={course.color_scheme}
      favorite={favorite}
      headingLevel={headingLevel}
      tags={
        <BadgeList
          tags={withPaymentBadge(course.tags, course.has_access)}
          sponsorLabel={sponsor?.label}
          size="sm"
        />
      }
      footer={
        <>
          <Meta icon={<Icon name="book-open" size={16} />}>
            {intl.formatMessage(messages.lessons, { count: course.modules_count })}
          </Meta>
          {sponsor && (
            <span
              className={styles.sponsor}
              title={intl.formatMessage(messages.sponsor, { name: sponsor.name })}
            >
              {sponsor.logo && (
                <img
                  src={sponsor.logo}
                  alt=""
                  className={styles.logo}
                  loading="lazy"
                  onError={(e) => (e.currentTarget.style.display = 'none')}
                />
              )}
              <span className={styles.sponsorName} lang={contentLang(sponsor.name, intl.locale)}>
                {sponsor.name}
              </span>
            </span>
          )}
        </>
      }
    >
      {course.description && (
        <p className={styles.excerpt} lang={contentLang(course.description, intl.locale)}>
          {course.description}
        </p>
      )}
    </CardFrame>
  );
}
