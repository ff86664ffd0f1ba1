import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLead: {
    id: 'learning.listPage.lead',
    defaultMessage:
      'Short courses and online sessions from practising experts. Filter by tags and themes or search by name to find what to learn next.',
    description: 'Learning list: what the screen is for',
  },
  courseTitle: {
    id: 'learning.coursePage.title',
    defaultMessage: 'Course',
    description: 'Course page heading until the course name is known',
  },
  moduleTitle: {
    id: 'learning.modulePage.title',
    defaultMessage: 'Session',
    description: 'Module (session) page heading until its name is known',
  },
  moduleLead: {
    id: 'learning.modulePage.lead',
    defaultMessage:
      'Watch the session video, view or download its materials, then check yourself with the test.',
    description: 'Module page: what the screen is for',
  },
  testTitle: {
    id: 'learning.testPage.title',
    defaultMessage: 'Session test',
    description: 'Module test page heading',
  },
  testLead: {
    id: 'learning.testPage.lead',
    defaultMessage:
      'Answer the questions to complete the session. Passing takes 70% correct answers.',
    description: 'Module test page: what the screen is for',
  },
  sponsorTitle: {
    id: 'learning.sponsorPage.title',
    defaultMessage: 'Sponsor',
    description: 'Sponsor page heading until the sponsor name is known',
  },
});
