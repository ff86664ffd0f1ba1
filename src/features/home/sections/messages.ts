import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  continueTitle: {
    id: 'home.continue.title',
    defaultMessage: 'Continue learning',
    description: 'Home: courses the user started and has not finished',
  },
  continueEmpty: {
    id: 'home.continue.empty',
    defaultMessage: 'Nothing in progress. Start a course and it will wait for you here.',
    description: 'Home: no course in progress',
  },
  coursesTitle: {
    id: 'home.courses.title',
    defaultMessage: 'New courses',
    description: 'Home: section of courses',
  },
  coursesLink: {
    id: 'home.courses.link',
    defaultMessage: 'All courses',
    description: 'Home: link to the courses list',
  },
  coursesEmpty: {
    id: 'home.courses.empty',
    defaultMessage: 'No courses yet.',
    description: 'Home: the catalogue has no course',
  },
  newsTitle: {
    id: 'home.news.title',
    defaultMessage: 'Latest news',
    description: 'Home: section of the newest articles',
  },
  newsLink: {
    id: 'home.news.link',
    defaultMessage: 'All news',
    description: 'Home: link to the news list',
  },
  newsEmpty: {
    id: 'home.news.empty',
    defaultMessage: 'No news yet.',
    description: 'Home: there is no article',
  },
  eventsTitle: {
    id: 'home.events.title',
    defaultMessage: 'Upcoming events',
    description: 'Home: section of upcoming events',
  },
  eventsLink: {
    id: 'home.events.link',
    defaultMessage: 'All events',
    description: 'Home: link to the upcoming events list',
  },
  eventsEmpty: {
    id: 'home.events.empty',
    defaultMessage: 'No upcoming events right now.',
    description: 'Home: no upcoming event',
  },
  sectionError: {
    id: 'home.section.error',
    defaultMessage: 'This section could not be loaded.',
    description: 'Home: one section failed to load',
  },
  retry: {
    id: 'home.section.retry',
    defaultMessage: 'Retry',
    description: 'Home: reload a section that failed',
  },
});
