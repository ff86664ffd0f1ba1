import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'ui.skeleton.loading',
    defaultMessage: 'Loading',
    description: 'Screen-reader status while skeleton placeholders are shown',
  },
});
