import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  errorTitle: {
    id: 'listing.error.title',
    defaultMessage: 'Could not load this list',
    description: 'A list failed to load: heading',
  },
  errorPageTitle: {
    id: 'listing.error.pageTitle',
    defaultMessage: 'Could not load this page',
    description: 'A detail page failed to load: heading',
  },
  errorText: {
    id: 'listing.error.text',
    defaultMessage: 'Check your connection and try again.',
    description: 'A list failed to load: what to do',
  },
  retry: {
    id: 'listing.error.retry',
    defaultMessage: 'Try again',
    description: 'Button that repeats a failed request',
  },
  noPageTitle: {
    id: 'listing.noPage.title',
    defaultMessage: 'There is no such page',
    description: 'A list page past the last one: heading',
  },
  firstPage: {
    id: 'listing.noPage.first',
    defaultMessage: 'Go to the first page',
    description: 'Button back to page 1 of a list',
  },
});
