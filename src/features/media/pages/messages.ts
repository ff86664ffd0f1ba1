import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLead: {
    id: 'media.listPage.lead',
    defaultMessage: 'News and articles from the community and our sponsors, newest first.',
    description: 'News list: what the screen is for',
  },
  articleTitle: {
    id: 'media.articlePage.title',
    defaultMessage: 'Article',
    description: 'Article page heading until the article name is known',
  },
});
