import { defineMessages } from 'react-intl';

export const moduleMessages = defineMessages({
  video: {
    id: 'learning.module.video',
    defaultMessage: 'Session video: {name}',
    description: 'Accessible name of the module video player',
  },
  noVideoSupport: {
    id: 'learning.module.noVideoSupport',
    defaultMessage: 'Your browser cannot play this video. You can download it instead.',
    description: 'Fallback text inside the video element',
  },
  captions: {
    id: 'learning.module.captions',
    defaultMessage: 'Captions',
    description:
      'Toggle button under the session video: shows or hides the captions (pressed = shown)',
  },
  captionLanguage: {
    id: 'learning.module.captionLanguage',
    defaultMessage: 'Caption language',
    description: 'Accessible name of the group of caption language buttons under the video',
  },
  transcript: {
    id: 'learning.module.transcript',
    defaultMessage: 'Transcript',
    description: 'Heading of the folding panel with the text version of the session video',
  },
  resumed: {
    id: 'learning.module.resumed',
    defaultMessage: 'Resuming where you stopped, at {time}.',
    description: 'Video: playback resumes at the saved position',
  },
  videoFailed: {
    id: 'learning.module.videoFailed',
    defaultMessage:
      'The video could not be loaded. Check your connection: it loads again by itself once the connection is back.',
    description: 'Video: the file failed to load (offline, a dropped network)',
  },
  videoRetry: {
    id: 'learning.module.videoRetry',
    defaultMessage: 'Try again',
    description: 'Video: load the video again after a failure',
  },
  startOver: {
    id: 'learning.module.startOver',
    defaultMessage: 'Start over',
    description: 'Video: play from the beginning',
  },
  sessionNav: {
    id: 'learning.module.sessionNav',
    defaultMessage: 'Sessions of this course',
    description: 'Accessible name of the previous/next session links',
  },
  previousSession: {
    id: 'learning.module.previousSession',
    defaultMessage: 'Previous: session {number}',
    description: 'Link to the previous session of the course (its name follows)',
  },
  nextSession: {
    id: 'learning.module.nextSession',
    defaultMessage: 'Next: session {number}',
    description: 'Link to the next session of the course (its name follows)',
  },
  goToNextSession: {
    id: 'learning.module.goToNextSession',
    defaultMessage: 'Next session',
    description: 'Button after the session test is passed: open the next session of the course',
  },
  visitorHint: {
    id: 'learning.module.visitorHint',
    defaultMessage: 'You are watching as a guest. Log in to save your progress and take the test.',
    description: 'Module page: hint for visitors that progress is saved only after login',
  },
  presentations: {
    id: 'learning.module.presentations',
    defaultMessage: 'Presentations',
    description: 'Heading of the viewable materials',
  },
  files: {
    id: 'learning.module.files',
    defaultMessage: 'Files',
    description: 'Heading of the downloadable materials',
  },
  view: {
    id: 'learning.module.view',
    defaultMessage: 'View',
    description: 'Button opening a viewable material',
  },
  viewName: {
    id: 'learning.module.viewName',
    defaultMessage: 'View {name}',
    description: 'Accessible name of the view button',
  },
  openLink: {
    id: 'learning.module.openLink',
    defaultMessage: 'Open {name} in a new tab',
    description: 'Accessible name of a link material',
  },
  newTab: {
    id: 'learning.module.newTab',
    defaultMessage: 'Open in a new tab',
    description: 'Material viewer: open the file in a new tab',
  },
  download: {
    id: 'learning.module.download',
    defaultMessage: 'Download',
    description: 'Link downloading a material',
  },
  downloadName: {
    id: 'learning.module.downloadName',
    defaultMessage: 'Download {name}',
    description: 'Accessible name of the download link',
  },
  testTitle: {
    id: 'learning.module.testTitle',
    defaultMessage: 'Session test',
    description: 'Heading of the test block on the module page',
  },
  testNotTaken: {
    id: 'learning.module.testNotTaken',
    defaultMessage: 'Check what you learned: a few questions, 70% correct answers to pass.',
    description: 'Test block: the test is not passed yet',
  },
  testDone: {
    id: 'learning.module.testDone',
    defaultMessage: 'Test passed. You can take it again at any time.',
    description: 'Test block: the test is passed',
  },
  viewerOffline: {
    id: 'learning.module.viewerOffline',
    defaultMessage: 'No connection. The material opens here as soon as you are back online.',
    description: 'Material viewer opened while offline',
  },
  videoEndedShort: {
    id: 'learning.module.videoEndedShort',
    defaultMessage:
      'Only {share, number, percent} of the video has played: parts you skip do not count. Watch the rest to complete the session.',
    description:
      'Under the video when it reached its end after the learner skipped ahead, so it does not count as watched yet',
  },
  sessionLeftBoth: {
    id: 'learning.module.sessionLeftBoth',
    defaultMessage:
      'To complete the session, also watch its video to the end and open each of its materials.',
    description: 'A passed test whose session is not completed yet: what is left',
  },
  sessionLeftVideo: {
    id: 'learning.module.sessionLeftVideo',
    defaultMessage: 'To complete the session, also watch its video to the end.',
    description: 'A passed test whose session (video, no materials) is not completed yet',
  },
  sessionLeftMaterials: {
    id: 'learning.module.sessionLeftMaterials',
    defaultMessage: 'To complete the session, also open each of its materials.',
    description: 'A passed test whose session (materials, no video) is not completed yet',
  },
  passed: {
    id: 'learning.module.passed',
    defaultMessage: 'Passed',
    description: 'Test block badge: passed',
  },
  takeTest: {
    id: 'learning.module.takeTest',
    defaultMessage: 'Take the test',
    description: 'Link to the module test',
  },
  retakeTest: {
    id: 'learning.module.retakeTest',
    defaultMessage: 'Take it again',
    description: 'Link to a passed module test',
  },
  recommendations: {
    id: 'learning.module.recommendations',
    defaultMessage: 'You may also like',
    description: 'Heading of the recommended sessions',
  },
  notFound: {
    id: 'learning.module.notFound',
    defaultMessage: 'This session does not exist or was removed.',
    description: 'Module page: 404 state',
  },
});
