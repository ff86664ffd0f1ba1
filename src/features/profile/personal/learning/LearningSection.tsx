import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Course } from '@/shared/contract/learning';
import { contentLang } from '@/shared/lib/contentLang';
import { paths } from '@/shared/routes/paths';
import { ContinueCard } from '@/features/cards/ContinueCard/ContinueCard';
import { useSearchCatalogueQuery } from '@/features/learning/catalogueApi';
import { Button } from '@/shared/ui/Button/Button';
import { CardGrid, CardGridItem, CardGridSkeleton } from '@/shared/ui/CardGrid/CardGrid';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Icon } from '@/shared/ui/Icon/Icon';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { useRetryInPlace } from '@/shared/lib/useRetryInPlace';
import { messages } from './messages';
import styles from './LearningSection.module.css';

/** In-progress cards shown before "Show all": one row on desktop, as Home's Continue learning. */
export const FIRST_IN_PROGRESS = 3;
/** Completed courses named before "and N more" (the certificates section holds the record). */
const COMPLETED_NAMED = 3;
/** The API's largest page (docs/api.md "Paging"): "Show all" asks for every course at once. */
const ALL = 100;

const courses = (items: readonly { type: string }[] = []) =>
  items.filter((item): item is Course => item.type === 'course');

/**
 * "My learning": the courses the learner started and has not finished (ContinueCard, Home's
 * card: progress, next session, resume point), and how many they finished, named, with a link
 * to their certificates. Both from the catalogue's progress filter (docs/api.md "Course path");
 * the first in-progress request is Home's own, so the two share one cache entry.
 */
export function LearningSection() {
  const intl = useIntl();
  const [all, setAll] = useState(false);
  const gridId = useId();
  const inProgress = useSearchCatalogueQuery({
    type: 'course',
    progress: 'viewed',
    page_size: all ? ALL : FIRST_IN_PROGRESS,
  });
  const completed = useSearchCatalogueQuery({
    type: 'course',
    progress: 'completed',
    page_size: COMPLETED_NAMED,
  });

  // Try again keeps the failure, its button busy and focused, until the answer; a new failure
  // leaves the focus there, and what loaded takes it on its first heading (the button is gone).
  const fetching = inProgress.isFetching || completed.isFetching;
  const retry = useRetryInPlace({
    isError: inProgress.isError || completed.isError,
    isFetching: fetching,
    error: inProgress.error ?? completed.error,
  });
  const handoff = useRef(false);
  const bodyRef = useRef<HTMLDivElement>(null);
  const shown = !retry.failed && Boolean(inProgress.data && completed.data);
  useEffect(() => {
    if (!shown || !handoff.current) return;
    handoff.current = false;
    bodyRef.current?.querySelector<HTMLHeadingElement>('h3[tabindex]')?.focus();
  }, [shown]);

  if (retry.failed) {
    return (
      <LoadError
        variant="inline"
        compact
        error={retry.error}
        title={intl.formatMessage(messages.loadError)}
        retrying={fetching}
        onRetry={() => {
          retry.hold();
          handoff.current = true;
          if (inProgress.isError) inProgress.refetch();
          if (completed.isError) completed.refetch();
        }}
      />
    );
  }
  // `data`, not `currentData`: after "Show all" the first cards stay while the rest load.
  if (!inProgress.data || !completed.data) return <CardGridSkeleton count={FIRST_IN_PROGRESS} />;

  const started = courses(inProgress.data.results);
  const finished = courses(completed.data.results);
  const startedCount = inProgress.data.count;
  const finishedCount = completed.data.count;

  if (startedCount === 0 && finishedCount === 0) {
    return (
      <div ref={bodyRef}>
        <EmptyState
          compact
          headingLevel={3}
          icon="book-open"
          title={intl.formatMessage(messages.emptyTitle)}
          text={intl.formatMessage(messages.emptyText)}
          action={
            <Button theme="outline" to={paths.education('courses')}>
              {intl.formatMessage(messages.toCourses)}
            </Button>
          }
          headingFocusable
        />
      </div>
    );
  }

  const inProgressTitle = intl.formatMessage(messages.inProgress, { count: startedCount });
  return (
    <div className={styles.learning} ref={bodyRef}>
      <div className={styles.group}>
        <h3 className={styles.subheading} tabIndex={-1}>
          {inProgressTitle}
        </h3>
        {startedCount === 0 ? (
          <p className={styles.note}>
            {intl.formatMessage(messages.nothingInProgress)}{' '}
            <Link to={paths.education('courses')} className={styles.link}>
              {intl.formatMessage(messages.findCourse)}
            </Link>
          </p>
        ) : (
          <div id={gridId}>
            <CardGrid label={inProgressTitle}>
              {started.map((course) => (
                <CardGridItem key={course.id}>
                  <ContinueCard course={course} headingLevel={4} />
                </CardGridItem>
              ))}
            </CardGrid>
          </div>
        )}
        {startedCount > FIRST_IN_PROGRESS && (
          <Button
            theme="text"
            size="sm"
            className={styles.more}
            aria-expanded={all}
            aria-controls={gridId}
            loading={all && inProgress.isFetching}
            iconStart={
              <Icon
                name="chevron-down"
                size={16}
                className={all ? styles.flipped : undefined}
                aria-hidden="true"
              />
            }
            onClick={() => setAll(!all)}
          >
            {intl.formatMessage(all ? messages.showFewer : messages.showAll, {
              count: startedCount,
            })}
          </Button>
        )}
      </div>
      {finishedCount > 0 && (
        <div className={styles.group}>
          <h3 className={styles.subheading}>
            {intl.formatMessage(messages.completed, { count: finishedCount })}
          </h3>
          <ul className={styles.finished}>
            {finished.map((course) => (
              <li key={course.id} className={styles.finishedItem}>
                <Icon name="circle-check" size={18} className={styles.check} aria-hidden="true" />
                <Link
                  to={paths.course(course.id)}
                  className={styles.link}
                  lang={contentLang(course.name, intl.locale)}
                >
                  {course.name}
                </Link>
              </li>
            ))}
            {finishedCount > finished.length && (
              <li className={styles.finishedItem}>
                <span className={styles.muted}>
                  {intl.formatMessage(messages.completedMore, {
                    count: finishedCount - finished.length,
                  })}
                </span>
              </li>
            )}
          </ul>
          <Link to={paths.personalCertificates()} className={styles.certificates}>
            <Icon name="award" size={16} aria-hidden="true" />
            {intl.formatMessage(messages.toCertificates)}
            <Icon name="arrow-right" size={16} aria-hidden="true" />
          </Link>
        </div>
      )}
    </div>
  );
}
