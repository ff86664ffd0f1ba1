/**
 * The OpenAPI summaries of what members read: news articles, events, the community directory and
 * stories.
 */
import { Paged } from '../../src/shared/contract/common';
import { list, noContent, ok, ref, type Operations } from './shapes';

export const CONTENT_OPERATIONS: Operations = {
  'GET /api/media/articles/': {
    summary: 'News, newest first',
    response: ok(Paged(ref('Article'))),
  },
  'GET /api/media/articles/{id}/': { summary: 'An article', response: ok(ref('ArticleDetail')) },
  'GET /api/media/articles/{id}/recommendations/': {
    summary: 'Articles sharing tags',
    response: ok(list('Article')),
  },
  'POST /api/media/articles/{id}/favorite/': {
    summary: 'Add an article to favorites',
    response: ok(ref('FavoriteReply')),
  },
  'DELETE /api/media/articles/{id}/favorite/': {
    summary: 'Remove an article from favorites',
    response: noContent,
  },
  'GET /api/events/': { summary: 'Events', response: ok(Paged(ref('Event'))) },
  'GET /api/events/{id}/': { summary: 'One event', response: ok(ref('Event')) },
  'GET /api/communities/': {
    summary: 'Community directory (published profiles)',
    response: ok(Paged(ref('Member'))),
  },
  'GET /api/communities/{id}/': {
    summary: 'A community member',
    response: ok(ref('PublicProfile')),
  },
  'GET /api/stories/': { summary: 'Stories active now', response: ok(list('Story')) },
  'POST /api/stories/{id}/view/': { summary: 'Mark a story seen', response: noContent },
};
