import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  errorTitle: {
    id: 'app.routeError.title',
    defaultMessage: 'Something went wrong',
    description: 'Heading when a screen failed to render',
  },
  errorText: {
    id: 'app.routeError.text',
    defaultMessage:
      'This screen could not be shown. Try again; if it keeps happening, write to our support.',
    description: 'Explanation when a screen failed to render',
  },
  networkTitle: {
    id: 'app.routeError.networkTitle',
    defaultMessage: 'No connection',
    description: 'Heading when a screen could not load because of the network',
  },
  networkText: {
    id: 'app.routeError.networkText',
    defaultMessage:
      'This screen could not be loaded. Check your internet connection and try again.',
    description: 'Explanation when a screen could not load because of the network',
  },
  retry: {
    id: 'app.routeError.retry',
    defaultMessage: 'Try again',
    description: 'Button that retries loading a failed screen',
  },
});
