/**
 * Server rendering of an article's address. Reading it is for members (the screen is behind
 * RequireAuth, so a visitor's page is the shell), but its link is shared: a preview shows the
 * article's title, picture and first lines, and an unknown id is a 404. Kept out of search
 * results, which would find only the shell.
 */
import { mediaApi } from '@/features/media/mediaApi';
import { messages as mediaMessages } from '@/features/media/pages/messages';
import { routePatterns as r } from '@/shared/routes/paths';
import { plainText, summary } from './head';
import { idOf, thingHead, type ServerRoute } from './serverRouteBase';

export const mediaRoutes: ServerRoute[] = [
  {
    pattern: r.article,
    chunk: 'page-article',
    ids: ['id'],
    load: (context) => [mediaApi.endpoints.getArticle.initiate(idOf(context))],
    head: (context) =>
      thingHead(
        mediaApi.endpoints.getArticle.select(idOf(context))(context.state),
        context.intl.formatMessage(mediaMessages.articleTitle),
        (article) => ({
          title: article.name,
          description: summary(plainText(article.body)),
          image: article.image,
          ogType: 'article',
          publishedTime: article.published_at,
          noindex: true,
        }),
      ),
  },
];
