import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  navLabel: {
    id: 'layout.sidebar.navLabel',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the sidebar navigation',
  },
  home: {
    id: 'layout.sidebar.home',
    defaultMessage: 'Home',
    description: 'Sidebar menu item: home page',
  },
  learning: {
    id: 'layout.sidebar.learning',
    defaultMessage: 'Learning',
    description: 'Sidebar menu item: courses and sessions',
  },
  events: {
    id: 'layout.sidebar.events',
    defaultMessage: 'Events',
    description: 'Sidebar menu item: events',
  },
  news: {
    id: 'layout.sidebar.news',
    defaultMessage: 'News',
    description: 'Sidebar menu item: news and articles',
  },
  community: {
    id: 'layout.sidebar.community',
    defaultMessage: 'Community (soon)',
    description:
      'Sidebar menu item: the community directory; "(soon)" is part of the label (SPEC §2)',
  },
  profileSection: {
    id: 'layout.sidebar.profileSection',
    defaultMessage: 'Profile',
    description: 'Sidebar heading above the personal items',
  },
  personal: {
    id: 'layout.sidebar.personal',
    defaultMessage: 'Personal account',
    description: 'Sidebar menu item: personal account',
  },
  favorites: {
    id: 'layout.sidebar.favorites',
    defaultMessage: 'Favorites',
    description: 'Sidebar menu item: favorites',
  },
  close: {
    id: 'layout.sidebar.close',
    defaultMessage: 'Close menu',
    description: 'Button that closes the sidebar drawer',
  },
  betaTitle: {
    id: 'layout.sidebar.betaTitle',
    defaultMessage: 'Beta version',
    description: 'Title of the beta notice in the sidebar',
  },
  betaText: {
    id: 'layout.sidebar.betaText',
    defaultMessage:
      'The platform is in beta. Found a problem or have an idea? Write to us: {email}',
    description: 'Beta notice with the support contact email (SPEC §2)',
  },
  logoHome: {
    id: 'layout.sidebar.logoHome',
    defaultMessage: 'EduCommunity — go to the home page',
    description:
      'Accessible name of the logo link; starts with the wordmark shown (WCAG 2.5.3 label in name)',
  },
});
