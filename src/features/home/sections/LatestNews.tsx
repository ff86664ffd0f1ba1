import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import { MediaCard } from '@/features/cards/MediaCard/MediaCard';
import { FavoriteToggle } from '@/features/favorites/FavoriteToggle';
import { CardGrid, CardGridItem } from '@/shared/ui/CardGrid/CardGrid';
import { useListArticlesQuery } from '@/features/media/mediaApi';
import { HOME_CARDS } from './ContinueLearning';
import { HomeSection, sectionState } from './HomeSection';
import { messages } from './messages';

/** The newest articles (page 1 of the news list). */
export function LatestNews() {
  const intl = useIntl();
  const result = useListArticlesQuery({ page: 1, page_size: HOME_CARDS });
  const articles = result.currentData?.results ?? [];
  return (
    <HomeSection
      title={messages.newsTitle}
      link={{ to: paths.media(), label: messages.newsLink }}
      state={sectionState(result, articles.length)}
      empty={messages.newsEmpty}
      onRetry={result.refetch}
    >
      <CardGrid label={intl.formatMessage(messages.newsTitle)}>
        {articles.map((article) => (
          <CardGridItem key={article.id}>
            <MediaCard
              article={article}
              favorite={<FavoriteToggle kind="article" id={article.id} />}
            />
          </CardGridItem>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
