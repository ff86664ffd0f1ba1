import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { Page } from '@/shared/ui/Page/Page';
import { sectionMessages } from '@/shared/routes/messages';
import { Button } from '@/shared/ui/Button/Button';
import { EmptyState } from '@/shared/ui/EmptyState/EmptyState';
import { Skeleton, SkeletonRegion } from '@/shared/ui/Skeleton/Skeleton';
import { ArticleView } from '../article/ArticleView';
import { messages as articleMessages } from '../article/messages';
import { LoadError } from '@/shared/ui/LoadError/LoadError';
import { useGetArticleQuery } from '../mediaApi';
import { messages } from './messages';
import { errorStatus } from '@/shared/api/errorStatus';

/**
 * /media/{id}: one article (members only). Reading it marks it viewed (mediaApi). This page is
 * the only importer of SafeHtml, so DOMPurify ships in this lazy chunk alone.
 */
export function ArticlePage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const { currentData: article, error, isError, refetch } = useGetArticleQuery(id);
  const title = article?.name ?? intl.formatMessage(messages.articleTitle);
  const breadcrumbs = [
    { label: intl.formatMessage(sectionMessages.news), to: paths.media() },
    { label: title },
  ];

  let body;
  if (isError && errorStatus(error) === 404)
    body = (
      <EmptyState
        icon="file-x"
        title={intl.formatMessage(articleMessages.notFoundTitle)}
        text={intl.formatMessage(articleMessages.notFoundText)}
        action={<Button to={paths.media()}>{intl.formatMessage(articleMessages.toNews)}</Button>}
      />
    );
  else if (isError) body = <LoadError error={error} page={1} onRetry={refetch} subject="page" />;
  else if (!article)
    body = (
      <SkeletonRegion>
        <Skeleton variant="block" size={360} />
        <Skeleton lines={6} />
      </SkeletonRegion>
    );
  else body = <ArticleView article={article} />;

  return (
    <Page title={title} notFound={!article && errorStatus(error) === 404} breadcrumbs={breadcrumbs}>
      {body}
    </Page>
  );
}
