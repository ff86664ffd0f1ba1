/**
 * Every snackbar text of SPEC §8, word for word, in one place: the API endpoints and thunks
 * that raise them live in several features, and the snackbar view formats them by id.
 */
import { defineMessages } from 'react-intl';

export const snackbarMessages = defineMessages({
  close: {
    id: 'snackbar.close',
    defaultMessage: 'Close',
    description: 'Snackbar button that closes the message',
  },
});

export const profileNotices = defineMessages({
  loadError: {
    id: 'notice.profile.loadError',
    defaultMessage: 'There was an error loading data',
    description: 'Snackbar: the profile failed to load',
  },
  saveError: {
    id: 'notice.profile.saveError',
    defaultMessage: 'There was an error editing data',
    description: 'Snackbar: saving the profile, work place or education failed',
  },
  saved: {
    id: 'notice.profile.saved',
    defaultMessage: 'Data saved successfully',
    description: 'Snackbar: a profile, work place or education save succeeded',
  },
  certificatesError: {
    id: 'notice.profile.certificatesError',
    defaultMessage: 'There was an error loading the received certificates',
    description: 'Snackbar: the list of received course certificates failed to load',
  },
});

export const referenceNotices = defineMessages({
  cities: {
    id: 'notice.references.cities',
    defaultMessage: 'There was an error loading cities',
    description: 'Snackbar: the city list failed to load',
  },
  workPlaces: {
    id: 'notice.references.workPlaces',
    defaultMessage: 'There was an error loading jobs',
    description: 'Snackbar: the work place list failed to load',
  },
  specializations: {
    id: 'notice.references.specializations',
    defaultMessage: 'There was an error loading specializations',
    description: 'Snackbar: the specialization list failed to load',
  },
  universities: {
    id: 'notice.references.universities',
    defaultMessage: 'There was an error loading universities',
    description: 'Snackbar: the university list failed to load',
  },
  sponsors: {
    id: 'notice.references.sponsors',
    defaultMessage: 'There was an error loading sponsors',
    description: 'Snackbar: the sponsor list or one sponsor failed to load',
  },
  tags: {
    id: 'notice.references.tags',
    defaultMessage: 'There was an error loading tags',
    description: 'Snackbar: the tag filter list failed to load',
  },
  themes: {
    id: 'notice.references.themes',
    defaultMessage: 'There was an error loading themes',
    description: 'Snackbar: the theme filter list failed to load',
  },
});

export const learningNotices = defineMessages({
  testError: {
    id: 'notice.learning.testError',
    defaultMessage: 'There was an error loading the test',
    description: 'Snackbar: loading a test, checking an answer or finishing the test failed',
  },
  moduleError: {
    id: 'notice.learning.moduleError',
    defaultMessage: 'There was an error loading the module',
    description: 'Snackbar: the module (session) page data failed to load',
  },
});

export const favoriteNotices = defineMessages({
  moduleAdded: {
    id: 'notice.favorites.moduleAdded',
    defaultMessage: 'Report added to favorites',
    description: 'Snackbar: a session (module) was added to favorites',
  },
  moduleRemoved: {
    id: 'notice.favorites.moduleRemoved',
    defaultMessage: 'Report removed from favorites',
    description: 'Snackbar: a session (module) was removed from favorites',
  },
  courseAdded: {
    id: 'notice.favorites.courseAdded',
    defaultMessage: 'Course added to favorites',
    description: 'Snackbar: a course was added to favorites',
  },
  courseRemoved: {
    id: 'notice.favorites.courseRemoved',
    defaultMessage: 'Course removed from favorites',
    description: 'Snackbar: a course was removed from favorites',
  },
  articleAdded: {
    id: 'notice.favorites.articleAdded',
    defaultMessage: 'News added to favorites',
    description: 'Snackbar: a news article was added to favorites',
  },
  articleRemoved: {
    id: 'notice.favorites.articleRemoved',
    defaultMessage: 'News removed from favorites',
    description: 'Snackbar: a news article was removed from favorites',
  },
});
