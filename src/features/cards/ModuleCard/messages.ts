import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  completed: {
    id: 'cards.moduleCard.completed',
    defaultMessage: 'Completed',
    description: 'Module status: finished',
  },
  viewed: {
    id: 'cards.moduleCard.viewed',
    defaultMessage: 'Viewed',
    description: 'Module status: opened but not finished',
  },
  number: {
    id: 'cards.moduleCard.number',
    defaultMessage: 'Session {number}',
    description: 'Module card on a course page: the session number in the course',
  },
  files: {
    id: 'cards.moduleCard.files',
    defaultMessage: 'Files',
    description: 'The module has downloadable materials',
  },
  presentations: {
    id: 'cards.moduleCard.presentations',
    defaultMessage: 'Presentations',
    description: 'The module has viewable materials',
  },
});
