import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  published: {
    id: 'media.article.published',
    defaultMessage: 'Published {date}',
    description: 'Article date line; date is already formatted',
  },
  sponsor: {
    id: 'media.article.sponsor',
    defaultMessage: 'In partnership with',
    description: 'Article: label before the sponsor name',
  },
  readNext: {
    id: 'media.article.readNext',
    defaultMessage: 'Read next',
    description: 'Article: heading of the recommended articles',
  },
  notFoundTitle: {
    id: 'media.article.notFound',
    defaultMessage: 'Article not found',
    description: 'Article page: the article does not exist',
  },
  notFoundText: {
    id: 'media.article.notFoundText',
    defaultMessage: 'It may have been removed, or the link is wrong.',
    description: 'Article page: the article does not exist, explanation',
  },
  toNews: {
    id: 'media.article.toNews',
    defaultMessage: 'All news',
    description: 'Button back to the news list',
  },
});
