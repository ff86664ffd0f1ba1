import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  cancel: {
    id: 'ui.dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Default dismiss button of a dialog',
  },
  confirm: {
    id: 'ui.dialog.confirm',
    defaultMessage: 'OK',
    description: 'Default confirm button of a dialog',
  },
});
