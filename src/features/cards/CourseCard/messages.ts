import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  lessons: {
    id: 'cards.courseCard.lessons',
    defaultMessage: '{count, plural, one {# lesson} other {# lessons}}',
    description: 'Number of modules (lessons) in a course',
  },
  sponsor: {
    id: 'cards.courseCard.sponsor',
    defaultMessage: 'Sponsor: {name}',
    description: 'Accessible text of the course sponsor line',
  },
});
