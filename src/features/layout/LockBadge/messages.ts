import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  locked: {
    id: 'layout.lockBadge.locked',
    defaultMessage: '(log in to open)',
    description: 'Screen-reader text of the lock badge on sections for signed-in users',
  },
});
