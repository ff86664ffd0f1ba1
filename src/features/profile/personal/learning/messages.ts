import { defineMessages } from 'react-intl';

/** "My learning": courses in progress (as Home's Continue learning) and the completed ones. */
export const messages = defineMessages({
  inProgress: {
    id: 'profile.learning.inProgress',
    defaultMessage: 'In progress: {count}',
    description: 'My learning: heading of the courses started and not finished, with their number',
  },
  showAll: {
    id: 'profile.learning.showAll',
    defaultMessage: 'Show all {count} courses in progress',
    description: 'My learning: button that shows every course in progress, not only the first few',
  },
  showFewer: {
    id: 'profile.learning.showFewer',
    defaultMessage: 'Show fewer',
    description: 'My learning: button that folds the courses in progress back to the first few',
  },
  nothingInProgress: {
    id: 'profile.learning.nothingInProgress',
    defaultMessage: 'No course in progress right now.',
    description: 'My learning: every started course is finished',
  },
  findCourse: {
    id: 'profile.learning.findCourse',
    defaultMessage: 'Find a new course',
    description: 'My learning: link to the course list when nothing is in progress',
  },
  completed: {
    id: 'profile.learning.completed',
    defaultMessage: 'Completed: {count}',
    description: 'My learning: heading of the finished courses, with their number',
  },
  completedMore: {
    id: 'profile.learning.completedMore',
    defaultMessage: 'and {count} more',
    description: 'My learning: after the first few completed courses, how many are not listed',
  },
  toCertificates: {
    id: 'profile.learning.toCertificates',
    defaultMessage: 'Your certificates',
    description: 'My learning: link to the certificates section of the same page',
  },
  emptyTitle: {
    id: 'profile.learning.emptyTitle',
    defaultMessage: 'You have not started a course yet',
    description: 'My learning: the learner has opened no session of any course',
  },
  emptyText: {
    id: 'profile.learning.emptyText',
    defaultMessage: 'Open a session of any course: it will wait for you here, where you stopped.',
    description: 'My learning, empty: what makes a course appear here',
  },
  toCourses: {
    id: 'profile.learning.toCourses',
    defaultMessage: 'Choose a course',
    description: 'My learning, empty: button to the course list',
  },
  loadError: {
    id: 'profile.learning.loadError',
    defaultMessage: 'Your courses could not be loaded.',
    description: 'My learning: the courses failed to load (a Retry button follows)',
  },
});
