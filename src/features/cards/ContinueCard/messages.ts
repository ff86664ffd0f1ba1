import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  eyebrow: {
    id: 'cards.continueCard.eyebrow',
    defaultMessage: 'Course in progress',
    description: 'Home, Continue learning: small line above a course the learner has started',
  },
  sessions: {
    id: 'cards.continueCard.sessions',
    defaultMessage: '{done} of {total} {total, plural, one {session} other {sessions}} completed',
    description: 'Continue learning card: completed sessions of the course',
  },
  progressLabel: {
    id: 'cards.continueCard.progressLabel',
    defaultMessage: 'Progress in {name}',
    description: 'Accessible name of the progress bar of a course card',
  },
  next: {
    id: 'cards.continueCard.next',
    defaultMessage: 'Next:',
    description: 'Continue learning card: before the name of the next session',
  },
  continue: {
    id: 'cards.continueCard.continue',
    defaultMessage: 'Continue',
    description: 'Continue learning card: the card opens the next session',
  },
  resume: {
    id: 'cards.continueCard.resume',
    defaultMessage: 'Resume at {time}',
    description: 'Continue learning card: the next session video resumes at this position (m:ss)',
  },
});
