import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { Course } from '@/shared/contract/learning';
import { Image } from '@/shared/ui/Image/Image';
import { useColorScheme } from '@/shared/ui/colorScheme/colorScheme';
import { ItemFacts } from '../common/ItemFacts';
import { messages as courseCardMessages } from '@/features/cards/CourseCard/messages';
import styles from './CourseHero.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** The course header in its colour scheme (SPEC §3: L light, D dark, in either app theme). */
export function CourseHero({ course }: { course: Course }) {
  const intl = useIntl();
  const { isDark } = useColorScheme(course.color_scheme);
  return (
    <section
      className={[styles.hero, isDark && styles.dark].filter(Boolean).join(' ')}
      data-scheme={isDark ? 'D' : 'L'}
      aria-label={course.name}
    >
      <div className={styles.text}>
        <ItemFacts
          tags={course.tags}
          themes={course.themes}
          hasAccess={course.has_access}
          sponsorLabel={course.sponsor?.label}
          courseProgress={course.has_access ? course.learner_progress : null}
        />
        <p className={styles.description} lang={contentLang(course.description, intl.locale)}>
          {course.description}
        </p>
        <p className={styles.count}>
          <Icon name="book-open" size={18} aria-hidden="true" />
          {intl.formatMessage(courseCardMessages.lessons, { count: course.modules_count })}
        </p>
      </div>
      <Image src={course.image} alt="" ratio="16 / 9" className={styles.image} priority />
    </section>
  );
}
