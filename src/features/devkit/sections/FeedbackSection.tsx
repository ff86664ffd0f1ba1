import { useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { messages } from '../messages';
import styles from '../Kit.module.css';
import { KitGroup, KitSection } from './KitSection';

export function FeedbackSection() {
  const intl = useIntl();
  const t = (m: (typeof messages)[keyof typeof messages]) => intl.formatMessage(m);
  return (
    <KitSection id="feedback" title={t(messages.feedback)}>
      <KitGroup caption="skeleton: cards" className={styles.stack}>
        <SkeletonRegion layout="grid">
          <Skeleton variant="card" />
          <Skeleton variant="card" lines={2} />
          <Skeleton variant="card" />
        </SkeletonRegion>
      </KitGroup>
      <KitGroup caption="skeleton: avatar and lines" className={styles.stack}>
        <SkeletonRegion style={{ flexDirection: 'row', alignItems: 'center' }}>
          <Skeleton variant="avatar" size={56} />
          <div style={{ flex: 1 }}>
            <Skeleton lines={2} />
          </div>
        </SkeletonRegion>
      </KitGroup>
      <EmptyState
        icon="heart"
        title={t(messages.emptyTitle)}
        text={t(messages.emptyText)}
        action={<Button to="/education/all">{t(messages.browse)}</Button>}
      />
    </KitSection>
  );
}
