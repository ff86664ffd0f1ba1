import { useIntl } from 'react-intl';
import { MediaCard } from '@/features/cards/MediaCard/MediaCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { CardGrid, CardGridItem, CardGridSkeleton } from '@/shared/ui/CardGrid/CardGrid';
import { useGetArticleRecommendationsQuery } from '../mediaApi';
import { messages } from './messages';
import styles from './ArticleView.module.css';

/** "Read next": related articles. A failure or an empty answer simply leaves the block out. */
export function Recommendations({ articleId }: { articleId: number }) {
  const intl = useIntl();
  const { currentData, isLoading } = useGetArticleRecommendationsQuery(articleId);
  if (!isLoading && (!currentData || currentData.length === 0)) return null;
  return (
    <section aria-labelledby="read-next" className={styles.next}>
      <h2 id="read-next" className={styles.nextTitle}>
        {intl.formatMessage(messages.readNext)}
      </h2>
      {currentData ? (
        <CardGrid>
          {currentData.map((item) => (
            <CardGridItem key={item.id}>
              <MediaCard
                article={item}
                headingLevel={3}
                favorite={<FavoriteToggle kind="article" id={item.id} />}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      ) : (
        <CardGridSkeleton count={3} />
      )}
    </section>
  );
}
