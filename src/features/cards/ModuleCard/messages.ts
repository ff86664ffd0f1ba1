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
