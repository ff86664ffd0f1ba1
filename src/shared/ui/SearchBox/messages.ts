import { defineMessages } from 'react-intl';

/** The search and filter controls above a list. */
export const messages = defineMessages({
  searchLabel: {
    id: 'listing.search.label',
    defaultMessage: 'Search',
    description: 'Label of the search box above a list',
  },
  clearSearch: {
    id: 'listing.search.clear',
    defaultMessage: 'Clear search',
    description: 'Button that empties the search box',
  },
  resetFilters: {
    id: 'listing.reset',
    defaultMessage: 'Reset filters',
    description: 'Button that clears the search text and tag filter',
  },
});
