import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loading: {
    id: 'ui.spinner.loading',
    defaultMessage: 'Loading',
    description: 'Screen-reader text of a loading spinner',
  },
});
