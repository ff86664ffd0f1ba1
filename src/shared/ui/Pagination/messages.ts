import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  nav: {
    id: 'ui.pagination.label',
    defaultMessage: 'Pagination',
    description: 'Accessible name of the pagination navigation',
  },
  back: {
    id: 'ui.pagination.back',
    defaultMessage: 'Back',
    description: 'Button to the previous page',
  },
  next: {
    id: 'ui.pagination.next',
    defaultMessage: 'Next',
    description: 'Button to the next page',
  },
  pageOf: {
    id: 'ui.pagination.pageOf',
    defaultMessage: 'Page {page} of {count}',
    description: "A paged list's page, said with the list when the pager hands it the focus",
  },
  page: {
    id: 'ui.pagination.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a page number button',
  },
});
