import { defineMessages } from 'react-intl';

/** Section names used as breadcrumb roots by every screen. */
export const sectionMessages = defineMessages({
  home: {
    id: 'layout.section.home',
    defaultMessage: 'Home',
    description: 'Breadcrumb: home section',
  },
  learning: {
    id: 'layout.section.learning',
    defaultMessage: 'Learning',
    description: 'Breadcrumb: learning section',
  },
  events: {
    id: 'layout.section.events',
    defaultMessage: 'Events',
    description: 'Breadcrumb: events section',
  },
  news: {
    id: 'layout.section.news',
    defaultMessage: 'News',
    description: 'Breadcrumb: news and media section',
  },
  community: {
    id: 'layout.section.community',
    defaultMessage: 'Community',
    description: 'Breadcrumb: community section',
  },
  personal: {
    id: 'layout.section.personal',
    defaultMessage: 'Personal account',
    description: 'Breadcrumb: personal account',
  },
  favorites: {
    id: 'layout.section.favorites',
    defaultMessage: 'Favorites',
    description: 'Breadcrumb: favorites section',
  },
});

/** Document titles made of other texts (./listTabTitle.ts). */
export const titleMessages = defineMessages({
  listTab: {
    id: 'layout.title.listTab',
    defaultMessage: '{section}: {tab}',
    description: 'Browser tab title of a list tab other than All, e.g. "Learning: Courses"',
  },
});
