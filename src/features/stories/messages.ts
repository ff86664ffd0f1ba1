import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  stripLabel: {
    id: 'stories.strip.label',
    defaultMessage: 'Stories',
    description: 'Accessible name of the stories strip on the home page',
  },
  open: {
    id: 'stories.strip.open',
    defaultMessage: '{name}{seen, select, true { (seen)} other {}}',
    description: 'Accessible name of a story thumbnail',
  },
  viewer: {
    id: 'stories.viewer.label',
    defaultMessage: 'Story: {name}',
    description: 'Accessible name of the story viewer dialog',
  },
  previous: {
    id: 'stories.viewer.previous',
    defaultMessage: 'Previous',
    description: 'Story viewer: go back one file or story',
  },
  next: {
    id: 'stories.viewer.next',
    defaultMessage: 'Next',
    description: 'Story viewer: go on to the next file or story',
  },
  close: {
    id: 'stories.viewer.close',
    defaultMessage: 'Close stories',
    description: 'Story viewer: close button',
  },
  progress: {
    id: 'stories.viewer.progress',
    defaultMessage: 'Part {current} of {total}',
    description: 'Story viewer: which file of the story is shown',
  },
  loadError: {
    id: 'stories.strip.error',
    defaultMessage: 'Stories could not be loaded.',
    description: 'Home page: the stories failed to load',
  },
  retry: {
    id: 'stories.strip.retry',
    defaultMessage: 'Retry',
    description: 'Home page: reload the stories',
  },
  pause: {
    id: 'stories.viewer.pause',
    defaultMessage: 'Pause story',
    description: 'Story viewer: stop the story from moving on by itself',
  },
  play: {
    id: 'stories.viewer.play',
    defaultMessage: 'Play story',
    description: 'Story viewer: let a paused story move on by itself again',
  },
  readArticle: {
    id: 'stories.viewer.readArticle',
    defaultMessage: 'Read the article',
    description: 'Story viewer: link to the news article the story is about',
  },
  openEvent: {
    id: 'stories.viewer.openEvent',
    defaultMessage: 'Open the event',
    description: 'Story viewer: link to the event the story is about',
  },
  openCourse: {
    id: 'stories.viewer.openCourse',
    defaultMessage: 'Open the course',
    description: 'Story viewer: link to the course the story is about',
  },
});
