import { useIntl } from 'react-intl';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { ModuleCardList } from '../common/ModuleCardList';
import { useGetModuleRecommendationsQuery } from '../learningApi';
import { moduleMessages as messages } from './messages';
import styles from '../common/Section.module.css';

/** Related sessions. A failure hides the block (SPEC §8: other failures are only logged). */
export function Recommendations({ moduleId }: { moduleId: number }) {
  const intl = useIntl();
  const { data, isLoading } = useGetModuleRecommendationsQuery(moduleId);
  const modules = data?.filter((m) => m.is_published) ?? [];
  if (!isLoading && modules.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommendations-title">
      <h2 id="recommendations-title" className={styles.heading}>
        {intl.formatMessage(messages.recommendations)}
      </h2>
      {isLoading ? (
        <SkeletonRegion layout="grid">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="card" />
          ))}
        </SkeletonRegion>
      ) : (
        <ModuleCardList modules={modules} />
      )}
    </section>
  );
}
