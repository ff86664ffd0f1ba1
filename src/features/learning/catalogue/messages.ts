import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LearningType } from '@/shared/routes/paths';

export const catalogueMessages = defineMessages({
  tabs: {
    id: 'learning.catalogue.tabs',
    defaultMessage: 'Kinds of learning',
    description: 'Accessible name of the catalogue tabs',
  },
  tabAll: {
    id: 'learning.catalogue.tabAll',
    defaultMessage: 'All',
    description: 'Catalogue tab: courses and sessions',
  },
  tabCourses: {
    id: 'learning.catalogue.tabCourses',
    defaultMessage: 'Courses',
    description: 'Catalogue tab: courses',
  },
  tabModules: {
    id: 'learning.catalogue.tabModules',
    defaultMessage: 'Sessions',
    description: 'Catalogue tab: sessions (modules)',
  },
  filters: {
    id: 'learning.catalogue.filters',
    defaultMessage: 'Filters',
    description: 'Accessible name of the catalogue filter area',
  },
  search: {
    id: 'learning.catalogue.search',
    defaultMessage: 'Search',
    description: 'Label of the catalogue search field',
  },
  searchPlaceholder: {
    id: 'learning.catalogue.searchPlaceholder',
    defaultMessage: 'Course or session name',
    description: 'Placeholder of the catalogue search field',
  },
  tags: {
    id: 'learning.catalogue.tags',
    defaultMessage: 'Tags',
    description: 'Label of the tag picker',
  },
  addTag: {
    id: 'learning.catalogue.addTag',
    defaultMessage: 'Add a tag',
    description: 'Placeholder of the tag picker',
  },
  selectedTags: {
    id: 'learning.catalogue.selectedTags',
    defaultMessage: 'Selected tags',
    description: 'Accessible name of the selected tag chips',
  },
  removeTag: {
    id: 'learning.catalogue.removeTag',
    defaultMessage: 'Remove tag {name}',
    description: 'Accessible name of a selected tag chip (pressing removes it)',
  },
  themes: {
    id: 'learning.catalogue.themes',
    defaultMessage: 'Themes',
    description: 'Label of the theme chips',
  },
  reset: {
    id: 'learning.catalogue.reset',
    defaultMessage: 'Reset filters',
    description: 'Button clearing search, tags and themes',
  },
  results: {
    id: 'learning.catalogue.results',
    defaultMessage: '{count, plural, =0 {Nothing found} one {# result} other {# results}}',
    description: 'Number of catalogue results',
  },
  resultsList: {
    id: 'learning.catalogue.resultsList',
    defaultMessage: 'Courses and sessions',
    description: 'Accessible name of the result list',
  },
  showing: {
    id: 'learning.catalogue.showing',
    defaultMessage: 'Showing {shown} of {count}',
    description: 'Catalogue: how many results are on screen (announced)',
  },
  showMore: {
    id: 'learning.catalogue.showMore',
    defaultMessage: 'Show more',
    description: 'Button loading the next page of results',
  },
  emptyFiltered: {
    id: 'learning.catalogue.emptyFiltered',
    defaultMessage: 'Nothing matches these filters',
    description: 'Empty state heading with filters on',
  },
  emptyFilteredText: {
    id: 'learning.catalogue.emptyFilteredText',
    defaultMessage: 'Try another word, fewer tags or another theme.',
    description: 'Empty state text with filters on',
  },
  empty: {
    id: 'learning.catalogue.empty',
    defaultMessage: 'Nothing here yet',
    description: 'Empty state heading without filters',
  },
  emptyText: {
    id: 'learning.catalogue.emptyText',
    defaultMessage: 'New courses and sessions appear here as soon as they are published.',
    description: 'Empty state text without filters',
  },
  loadError: {
    id: 'learning.catalogue.loadError',
    defaultMessage: 'There was an error loading the catalogue',
    description: 'Catalogue inline error',
  },
});

/** Each catalogue tab's name, by its route type. */
export const learningTabMessages: Record<LearningType, MessageDescriptor> = {
  all: catalogueMessages.tabAll,
  courses: catalogueMessages.tabCourses,
  modules: catalogueMessages.tabModules,
};
