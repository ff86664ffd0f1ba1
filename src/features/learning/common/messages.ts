import { defineMessages } from 'react-intl';

export const commonMessages = defineMessages({
  errorTitle: {
    id: 'learning.loadError.title',
    defaultMessage: 'Something went wrong',
    description: 'Inline error state: heading when a learning screen failed to load',
  },
  errorText: {
    id: 'learning.loadError.text',
    defaultMessage: 'Check your connection and try again. Nothing you did here is lost.',
    description: 'Inline error state: what to do',
  },
  notFoundTitle: {
    id: 'learning.notFound.title',
    defaultMessage: 'Not found',
    description: 'Not-found state heading (course, session, test or sponsor)',
  },
  toCatalogue: {
    id: 'learning.notFound.toCatalogue',
    defaultMessage: 'Go to the learning catalogue',
    description: 'Not-found state: link back to the catalogue',
  },
  lockedTitle: {
    id: 'learning.lock.title',
    defaultMessage: 'Available after purchase',
    description: 'Payment lock panel heading',
  },
  lockedPrice: {
    id: 'learning.lock.price',
    defaultMessage: 'Price: {price}',
    description: 'Payment lock panel: the price',
  },
  lockedCourseText: {
    id: 'learning.lock.courseText',
    defaultMessage:
      'This course is paid. Its sessions, videos, materials and tests open once it has been purchased.',
    description: 'Payment lock panel on a course',
  },
  lockedModuleText: {
    id: 'learning.lock.moduleText',
    defaultMessage:
      'This session is paid. Its video, materials and test open once it has been purchased.',
    description: 'Payment lock panel on a session (module)',
  },
  lockedVisitorText: {
    id: 'learning.lock.visitorText',
    defaultMessage: 'Already bought it, or have a promo code? Log in to open it.',
    description: 'Payment lock panel: hint for visitors who may own the content',
  },
  logIn: {
    id: 'learning.lock.logIn',
    defaultMessage: 'Log in',
    description: 'Button opening the login prompt',
  },
  lectors: {
    id: 'learning.lectors.title',
    defaultMessage: 'Lecturers',
    description: 'Heading of the lecturers list',
  },
});
