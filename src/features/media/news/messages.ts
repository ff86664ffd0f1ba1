import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  searchLabel: {
    id: 'media.news.search',
    defaultMessage: 'Search news',
    description: 'Label of the news search box',
  },
  tagsButton: {
    id: 'media.news.tagsButton',
    defaultMessage: '{count, plural, =0 {Tags} other {Tags ({count})}}',
    description: 'Button that shows the tag filter; count = tags selected',
  },
  tagsLabel: {
    id: 'media.news.tagsLabel',
    defaultMessage: 'Filter by tags',
    description: 'Accessible name of the tag chips',
  },
  listLabel: {
    id: 'media.news.listLabel',
    defaultMessage: 'Articles',
    description: 'Accessible name of the list of article cards',
  },
  found: {
    id: 'media.news.found',
    defaultMessage: '{count, plural, one {# article} other {# articles}}',
    description: 'How many articles match the search and filter',
  },
  emptyTitle: {
    id: 'media.news.emptyTitle',
    defaultMessage: 'No news yet',
    description: 'News list without any article',
  },
  emptyText: {
    id: 'media.news.emptyText',
    defaultMessage: 'Articles from the community and our sponsors will appear here.',
    description: 'News list without any article: explanation',
  },
  noMatchTitle: {
    id: 'media.news.noMatchTitle',
    defaultMessage: 'Nothing found',
    description: 'No article matches the search or tags',
  },
  noMatchText: {
    id: 'media.news.noMatchText',
    defaultMessage: 'Try other words or fewer tags.',
    description: 'No article matches the search or tags: what to do',
  },
});
