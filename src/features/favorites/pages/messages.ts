import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  lead: {
    id: 'favorites.page.lead',
    defaultMessage: 'The sessions, courses and news you saved, in one place.',
    description: 'Favorites page: what the screen is for',
  },
  tabs: {
    id: 'favorites.page.tabs',
    defaultMessage: 'Favorites sections',
    description: 'Accessible name of the favorites tab bar',
  },
  pagination: {
    id: 'favorites.block.pagination',
    defaultMessage: 'Pagination of {section}',
    description:
      'Accessible name of the pager under one favorites block; section is Sessions, News or Courses',
  },
  pageOf: {
    id: 'favorites.block.pageOf',
    defaultMessage: 'Page {page} of {count}',
    description:
      "A favorites block's page, said with its heading when the pager hands it the focus",
  },
  tabAll: {
    id: 'favorites.tab.all',
    defaultMessage: 'All',
    description: 'Favorites tab: everything',
  },
  tabSessions: {
    id: 'favorites.tab.sessions',
    defaultMessage: 'Sessions',
    description: 'Favorites tab: sessions (modules)',
  },
  tabNews: {
    id: 'favorites.tab.news',
    defaultMessage: 'News',
    description: 'Favorites tab: news articles',
  },
  tabCourses: {
    id: 'favorites.tab.courses',
    defaultMessage: 'Courses',
    description: 'Favorites tab: courses',
  },
  emptyAll: {
    id: 'favorites.empty.all',
    defaultMessage: 'Your favorites list is empty',
    description: 'Favorites, All tab, nothing saved (SPEC §2)',
  },
  emptySessions: {
    id: 'favorites.empty.sessions',
    defaultMessage: 'Your list of favorite sessions is empty',
    description: 'Favorites, no sessions saved (SPEC §2)',
  },
  emptyNews: {
    id: 'favorites.empty.news',
    defaultMessage: 'Your favorite list is empty',
    description: 'Favorites, no news saved (SPEC §2)',
  },
  emptyCourses: {
    id: 'favorites.empty.courses',
    defaultMessage: 'Your list of favorite courses is empty',
    description: 'Favorites, no courses saved (SPEC §2)',
  },
  emptyHint: {
    id: 'favorites.empty.hint',
    defaultMessage: 'Press the heart on any card to save it here.',
    description: 'Under an empty favorites message: how to add one',
  },
  browseLearning: {
    id: 'favorites.empty.browseLearning',
    defaultMessage: 'Browse learning',
    description: 'Button from an empty favorites list to the learning list',
  },
  browseNews: {
    id: 'favorites.empty.browseNews',
    defaultMessage: 'Read the news',
    description: 'Button from an empty news favorites list to the news list',
  },
  loadError: {
    id: 'favorites.block.loadError',
    defaultMessage: 'This list could not be loaded.',
    description: 'A favorites block failed to load the first time',
  },
});
