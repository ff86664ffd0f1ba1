import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { paths } from '@/shared/routes/paths';
import type { Course } from '@/shared/contract/learning';
import { formatPosition, readPosition } from '@/shared/lib/playbackPosition';
import { ProgressBar } from '@/shared/ui/ProgressBar/ProgressBar';
import { CardFrame } from '../CardFrame/CardFrame';
import { Meta } from '../CardFrame/Meta';
import { messages } from './messages';
import styles from './ContinueCard.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface ContinueCardProps {
  course: Course;
  favorite?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/**
 * A course in progress (Home's "Continue learning", the account's "My learning"): how far along (bar + "2 of 5"), the next
 * session, and where its video stopped. The card opens that session, whose player resumes there.
 */
export function ContinueCard({ course, favorite, headingLevel }: ContinueCardProps) {
  const intl = useIntl();
  const progress = course.learner_progress;
  const next = progress?.next_module ?? null;
  const resumeAt = next ? readPosition(next.id) : 0;
  const counts = progress
    ? intl.formatMessage(messages.sessions, {
        done: progress.modules_completed,
        total: progress.modules_total,
      })
    : null;
  return (
    <CardFrame
      to={next ? paths.module(next.id) : paths.course(course.id)}
      title={course.name}
      image={course.image}
      colorScheme={course.color_scheme}
      favorite={favorite}
      headingLevel={headingLevel}
      eyebrow={intl.formatMessage(messages.eyebrow)}
      footer={
        next ? (
          <Meta icon={<Icon name="circle-play" size={16} />}>
            {resumeAt > 0
              ? intl.formatMessage(messages.resume, { time: formatPosition(resumeAt) })
              : intl.formatMessage(messages.continue)}
          </Meta>
        ) : undefined
      }
    >
      {progress && counts && (
        <div className={styles.progress}>
          <ProgressBar
            value={progress.modules_completed}
            max={progress.modules_total}
            label={intl.formatMessage(messages.progressLabel, { name: course.name })}
            valueText={counts}
          />
          {/* The bar already says this as its value; a screen reader would read it twice. */}
          <p className={styles.counts} aria-hidden="true">
            {counts}
          </p>
        </div>
      )}
      {next && (
        <p className={styles.next}>
          {intl.formatMessage(messages.next)}{' '}
          <span className={styles.nextName} lang={contentLang(next.name, intl.locale)}>
            {next.name}
          </span>
        </p>
      )}
    </CardFrame>
  );
}
