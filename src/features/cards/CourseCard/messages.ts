import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  lessons: {
    id: 'cards.courseCard.lessons',
    defaultMessage: '{count, plural, one {# lesson} other {# lessons}}',
    description: 'Number of modules (lessons) in a course',
  },
  completed: {
    id: 'cards.courseCard.completed',
    defaultMessage: 'Completed',
    description: 'Course card: the learner finished every session of the course',
  },
  progress: {
    id: 'cards.courseCard.progress',
    defaultMessage: '{done} of {total, plural, one {# session} other {# sessions}} done',
    description: 'Course card: how many of the course sessions the learner finished',
  },
  sponsor: {
    id: 'cards.courseCard.sponsor',
    defaultMessage: 'Sponsor: {name}',
    description: 'Accessible text of the course sponsor line',
  },
});
