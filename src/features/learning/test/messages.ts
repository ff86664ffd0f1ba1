import { defineMessages } from 'react-intl';

export const testMessages = defineMessages({
  questionOf: {
    id: 'learning.test.questionOf',
    defaultMessage: 'Question {index} of {total}',
    description: 'Test: position of a question',
  },
  chooseOne: {
    id: 'learning.test.chooseOne',
    defaultMessage: 'Choose one answer',
    description: 'Test: hint for a single-choice question',
  },
  chooseMany: {
    id: 'learning.test.chooseMany',
    defaultMessage: 'Choose all answers that apply',
    description: 'Test: hint for a multiple-choice question',
  },
  check: {
    id: 'learning.test.check',
    defaultMessage: 'Check answer',
    description: 'Test: button that checks one answer',
  },
  final: {
    id: 'learning.test.final',
    defaultMessage:
      'Your answer is final once checked: the options lock and the right ones are shown.',
    description: 'Test: note that checking an answer commits it for this attempt',
  },
  right: {
    id: 'learning.test.right',
    defaultMessage: 'Right answer',
    description: 'Test: verdict for a right answer',
  },
  wrong: {
    id: 'learning.test.wrong',
    defaultMessage: 'Wrong answer. The correct options are highlighted.',
    description: 'Test: verdict for a wrong answer',
  },
  committedNote: {
    id: 'learning.test.committedNote',
    defaultMessage:
      'Your first answer had already reached us and was checked; this is the one that counts.',
    description:
      'Test: under a verdict when a check whose reply was lost had been recorded, so the answer checked again was replaced by that first one',
  },
  finishedAfterLogin: {
    id: 'learning.test.finishedAfterLogin',
    defaultMessage:
      'You pressed Finish test as your session ended. Now that you have logged in again, the test is finished with the answers you had given.',
    description:
      'Test result: Finish was pressed as the session ended; the test was finished by itself after the login',
  },
  finishedInOtherTab: {
    id: 'learning.test.finishedInOtherTab',
    defaultMessage: 'This test was finished in another tab. Here is its result.',
    description: 'Test result: the same test, open in two tabs, was finished in the other one',
  },
  scoredEarlier: {
    id: 'learning.test.scoredEarlier',
    defaultMessage:
      '{count, plural, one {One answer had} other {# answers had}} already reached us before you changed {count, plural, one {it} other {them}}: the first {count, plural, one {answer} other {answers}} counted. See the note under the question.',
    description:
      'Test result: Finish scored answers recorded earlier (a check whose reply was lost, then changed) instead of the ones on screen',
  },
  correctOption: {
    id: 'learning.test.correctOption',
    defaultMessage: '(correct answer)',
    description: 'Test: screen-reader note on a correct option',
  },
  wrongOption: {
    id: 'learning.test.wrongOption',
    defaultMessage: '(your answer, wrong)',
    description: 'Test: screen-reader note on a chosen wrong option',
  },
  answered: {
    id: 'learning.test.answered',
    defaultMessage: 'Answered {answered} of {total}',
    description: 'Test: progress of the learner through the questions',
  },
  unanswered: {
    id: 'learning.test.unanswered',
    defaultMessage:
      '{count, plural, one {# question has no answer yet; it will count as wrong.} other {# questions have no answer yet; they will count as wrong.}}',
    description: 'Test: warning before finishing with unanswered questions',
  },
  finish: {
    id: 'learning.test.finish',
    defaultMessage: 'Finish test',
    description: 'Test: button that submits all answers',
  },
  saved: {
    id: 'learning.test.saved',
    defaultMessage:
      'Your answers are saved on this device, so you can reload the page or come back later.',
    description: 'Test: note that answers in progress survive a reload',
  },
  resultTitle: {
    id: 'learning.test.resultTitle',
    defaultMessage: 'Your result',
    description: 'Test result heading',
  },
  score: {
    id: 'learning.test.score',
    defaultMessage: '{score} of {total} correct ({percent, number, percent})',
    description: 'Test result: the score',
  },
  passed: {
    id: 'learning.test.passed',
    defaultMessage: 'Test passed',
    description: 'Test result: passed (70% or more)',
  },
  failed: {
    id: 'learning.test.failed',
    defaultMessage: 'Test not passed',
    description: 'Test result: not passed',
  },
  passRule: {
    id: 'learning.test.passRule',
    defaultMessage: 'Passing takes 70% correct answers.',
    description: 'Test result: the pass mark',
  },
  passedText: {
    id: 'learning.test.passedText',
    defaultMessage:
      'Well done! The session is marked as done. When every test of the course is passed, its certificate appears in your personal account.',
    description: 'Test result: what passing means',
  },
  courseDoneText: {
    id: 'learning.test.courseDoneText',
    defaultMessage:
      'Well done! You have passed every test of “{course}”: its certificate is now in your personal account.',
    description: 'Test result: the pass that completed the course and issued its certificate',
  },
  failedText: {
    id: 'learning.test.failedText',
    defaultMessage: 'Look at the highlighted answers, review the session and try again.',
    description: 'Test result: what to do after failing',
  },
  failedAfterPassText: {
    id: 'learning.test.failedAfterPassText',
    defaultMessage:
      'Your earlier pass of this test still counts, and the session stays done. The highlighted answers show what to review.',
    description: 'Test result: a failed retake of a test the learner has passed before',
  },
  passedBefore: {
    id: 'learning.test.passedBefore',
    defaultMessage: 'You passed this test',
    description: 'Test page opened again after passing: heading',
  },
  passedTestText: {
    id: 'learning.test.passedTestText',
    defaultMessage:
      'Well done! Your pass counts. When every test of the course is passed, its certificate appears in your personal account.',
    description:
      'Test result: what passing means, when the session itself is not completed yet (its video or materials are left)',
  },
  passedBeforeTestText: {
    id: 'learning.test.passedBeforeTestText',
    defaultMessage:
      'Your pass counts. You can take the test again at any time: a new attempt never takes the pass away.',
    description:
      'Test page opened again after passing, the session not completed yet: what the pass means and that a retake is optional',
  },
  passedBeforeText: {
    id: 'learning.test.passedBeforeText',
    defaultMessage:
      'Your pass counts and the session is marked as done. You can take the test again at any time: a new attempt never takes the pass away.',
    description:
      'Test page opened again after passing: what the pass means and that a retake is optional',
  },
  retakeNote: {
    id: 'learning.test.retakeNote',
    defaultMessage: 'You passed this test before; this attempt cannot take the pass away.',
    description: 'Test page: a note above a retake of a passed test',
  },
  retry: {
    id: 'learning.test.retry',
    defaultMessage: 'Take the test again',
    description: 'Test result: start over',
  },
  backToModule: {
    id: 'learning.test.backToModule',
    defaultMessage: 'Back to the session',
    description: 'Test: link back to the module page',
  },
  certificates: {
    id: 'learning.test.certificates',
    defaultMessage: 'My certificates',
    description: 'Test result: link to the personal account',
  },
  networkError: {
    id: 'learning.test.networkError',
    defaultMessage: 'Could not reach the server. Your answers are kept; try again.',
    description:
      'Test: beside Check answer or Finish test when the request got no answer (offline); the snackbar keeps the spec text',
  },
  notFound: {
    id: 'learning.test.notFound',
    defaultMessage: 'This test does not exist or was removed.',
    description: 'Test page: 404 state',
  },
  forbidden: {
    id: 'learning.test.forbidden',
    defaultMessage:
      'This test belongs to a paid session. It opens once the session has been purchased.',
    description: 'Test page: 403 state (paid content)',
  },
  empty: {
    id: 'learning.test.empty',
    defaultMessage: 'This test has no questions yet.',
    description: 'Test page: a test without questions',
  },
});
