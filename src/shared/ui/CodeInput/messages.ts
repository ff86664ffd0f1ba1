import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  group: {
    id: 'ui.codeInput.group',
    defaultMessage: 'One-time code',
    description: 'Accessible name of the group of code boxes',
  },
  digit: {
    id: 'ui.codeInput.digit',
    defaultMessage: 'Digit {index} of {count}',
    description: 'Accessible label of one box of the one-time code entry',
  },
});
