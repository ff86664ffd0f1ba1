import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  skip: {
    id: 'layout.app.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Keyboard skip link to the main content',
  },
});
