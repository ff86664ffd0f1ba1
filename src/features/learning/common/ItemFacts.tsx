import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { NamedItem, Tag } from '@/shared/contract/common';
import type { CourseProgress, Progress } from '@/shared/contract/learning';
import { BadgeList } from '@/features/cards/BadgeList/BadgeList';
import { withPaymentBadge } from '@/features/cards/BadgeList/badges';
import { messages as courseStatusMessages } from '@/features/cards/CourseCard/messages';
import { messages as statusMessages } from '@/features/cards/ModuleCard/messages';
import { moduleStatus } from '@/features/cards/ModuleCard/moduleStatus';
import { Badge } from '@/shared/ui/Badge/Badge';
import styles from './ItemFacts.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface ItemFactsProps {
  tags: Tag[];
  themes: NamedItem[];
  hasAccess: boolean;
  sponsorLabel?: string | null;
  /** Modules only: Viewed / Completed (SPEC §4). */
  progress?: Progress;
  /**
   * Courses only: the learner's path (docs/api.md "Course path"), said as the course's card says
   * it: on a phone the page's own progress block is a screen further down.
   */
  courseProgress?: CourseProgress | null;
}

/** The facts line of a course or session page: status, badges (lock and sponsor first), themes. */
export function ItemFacts({
  tags,
  themes,
  hasAccess,
  sponsorLabel,
  progress,
  courseProgress,
}: ItemFactsProps) {
  const intl = useIntl();
  const status = courseProgress?.started ? courseStatus(courseProgress) : moduleStatus(progress);
  const statusText =
    status === 'completed'
      ? intl.formatMessage(
          courseProgress ? courseStatusMessages.completed : statusMessages.completed,
        )
      : courseProgress
        ? intl.formatMessage(courseStatusMessages.progress, {
            done: courseProgress.modules_completed,
            total: courseProgress.modules_total,
          })
        : intl.formatMessage(statusMessages.viewed);
  return (
    <div className={styles.facts}>
      {status && (
        <Badge
          theme={status === 'completed' ? 'brand' : 'grey'}
          icon={
            status === 'completed' ? (
              <Icon name="circle-check" size={14} />
            ) : (
              <Icon name="eye" size={14} />
            )
          }
        >
          <span data-testid="module-status">{statusText}</span>
        </Badge>
      )}
      <BadgeList
        tags={withPaymentBadge(tags, hasAccess)}
        sponsorLabel={sponsorLabel}
        className={styles.badges}
      />
      {themes.length > 0 && (
        <p
          className={styles.themes}
          lang={contentLang(themes.map((t) => t.name).join(' '), intl.locale)}
        >
          {themes.map((t) => t.name).join(' · ')}
        </p>
      )}
    </div>
  );
}

/** A started course: Completed once every session is finished, else on its way (as 'viewed'). */
const courseStatus = (path: CourseProgress) => (path.next_module === null ? 'completed' : 'viewed');
