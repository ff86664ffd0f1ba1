import { defineMessages } from 'react-intl';

export const courseMessages = defineMessages({
  programme: {
    id: 'learning.course.programme',
    defaultMessage: 'Course programme',
    description: 'Heading of the list of the course sessions',
  },
  noModules: {
    id: 'learning.course.noModules',
    defaultMessage: 'The sessions of this course are being prepared.',
    description: 'Course page: no published sessions yet',
  },
  sponsorTitle: {
    id: 'learning.course.sponsorTitle',
    defaultMessage: 'Sponsor',
    description: 'Heading of the sponsor block on a course page',
  },
  sponsorLink: {
    id: 'learning.course.sponsorLink',
    defaultMessage: 'About {name}',
    description: 'Link to the sponsor page',
  },
  sponsorLogo: {
    id: 'learning.course.sponsorLogo',
    defaultMessage: '{name} logo',
    description: 'Alt text of a sponsor logo',
  },
  sessions: {
    id: 'learning.course.sessions',
    defaultMessage: 'Sessions',
    description: 'Accessible name of the list of course sessions',
  },
  notFound: {
    id: 'learning.course.notFound',
    defaultMessage: 'This course does not exist or was removed.',
    description: 'Course page: 404 state',
  },
  yourProgress: {
    id: 'learning.course.path.title',
    defaultMessage: 'Your progress',
    description: 'Course page: heading of the learner progress panel',
  },
  completed: {
    id: 'learning.course.path.completed',
    defaultMessage: 'Completed',
    description: 'Course page: badge when every session is finished',
  },
  progressLabel: {
    id: 'learning.course.path.progressLabel',
    defaultMessage: 'Course progress',
    description: 'Accessible name of the course progress bar',
  },
  sessionsCompleted: {
    id: 'learning.course.path.sessionsCompleted',
    defaultMessage: '{done} of {total} {total, plural, one {session} other {sessions}} completed',
    description: 'Course progress: completed sessions out of the total',
  },
  testsPassed: {
    id: 'learning.course.path.testsPassed',
    defaultMessage: '{done} of {total} {total, plural, one {test} other {tests}} passed',
    description: 'Course progress: passed tests out of the total',
  },
  testsPassedShort: {
    id: 'learning.course.path.testsPassedShort',
    defaultMessage: '{done} of {total} passed',
    description: 'Certificate checklist: how many of the tests are passed',
  },
  start: {
    id: 'learning.course.path.start',
    defaultMessage: 'Start the course',
    description: 'Course page: primary button when no session was opened yet',
  },
  continue: {
    id: 'learning.course.path.continue',
    defaultMessage: 'Continue',
    description: 'Course page: primary button to the first unfinished session',
  },
  review: {
    id: 'learning.course.path.review',
    defaultMessage: 'Review the course',
    description: 'Course page: button to the first session once every session is finished',
  },
  nextUp: {
    id: 'learning.course.path.nextUp',
    defaultMessage: 'Next: session {number}.',
    description: 'Course page: the first unfinished session, before its name',
  },
  firstUp: {
    id: 'learning.course.path.firstUp',
    defaultMessage: 'Starts with session {number}.',
    description: 'Course page: the first session of a course not started yet, before its name',
  },
  certificateTitle: {
    id: 'learning.course.path.certificateTitle',
    defaultMessage: 'Course certificate',
    description: 'Course page: heading of the checklist of what earns the certificate',
  },
  passEveryTest: {
    id: 'learning.course.path.passEveryTest',
    defaultMessage:
      '{count, plural, one {Pass the test of the session} other {Pass the test of each of the # sessions}}',
    description: 'Certificate checklist: every session has a test and all must be passed',
  },
  passTests: {
    id: 'learning.course.path.passTests',
    defaultMessage:
      '{count, plural, one {Pass the test of the session that has one} other {Pass the tests of the # sessions that have one}}',
    description: 'Certificate checklist: some sessions have no test; those with one must be passed',
  },
  certificateIssued: {
    id: 'learning.course.path.certificateIssued',
    defaultMessage: 'Receive the certificate in your personal account',
    description: 'Certificate checklist: the certificate is issued once the tests are passed',
  },
  certificateOpen: {
    id: 'learning.course.path.certificateOpen',
    defaultMessage: 'Open your certificates',
    description:
      'Certificate checklist: link to the personal account once the certificate is issued',
  },
  checkDone: {
    id: 'learning.course.path.checkDone',
    defaultMessage: 'done',
    description: 'Certificate checklist: screen-reader state of a met condition',
  },
  checkOpen: {
    id: 'learning.course.path.checkOpen',
    defaultMessage: 'not yet',
    description: 'Certificate checklist: screen-reader state of a condition not met yet',
  },
  visitorPath: {
    id: 'learning.course.path.visitor',
    defaultMessage: 'Log in to track your progress, take the tests and earn the certificate.',
    description: 'Course page: visitors see what earns the certificate and how to start',
  },
  logIn: {
    id: 'learning.course.path.logIn',
    defaultMessage: 'Log in',
    description: 'Course page: button opening the login prompt',
  },
  loadError: {
    id: 'learning.course.loadError',
    defaultMessage: 'There was an error loading the course',
    description: 'Course page: inline error state',
  },
});
