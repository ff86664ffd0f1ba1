import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: {
    id: 'layout.authPrompt.title',
    defaultMessage: 'Log in to continue',
    description: 'Auth prompt dialog heading',
  },
  text: {
    id: 'layout.authPrompt.text',
    defaultMessage:
      'This section is open to members. Log in, or register to open the home page, news, the community, favorites and your personal account.',
    description: 'Auth prompt dialog text',
  },
  testText: {
    id: 'layout.authPrompt.testText',
    defaultMessage:
      'Session tests are for members. Log in, or register, to take this test: your answers and your pass are kept in your account, and passing every test of a course brings its certificate.',
    description: 'Auth prompt dialog text when the visitor wanted a session test',
  },
  login: {
    id: 'layout.authPrompt.login',
    defaultMessage: 'Log in',
    description: 'Auth prompt button: go to the login page',
  },
  register: {
    id: 'layout.authPrompt.register',
    defaultMessage: 'Register',
    description: 'Auth prompt button: go to the registration page',
  },
});
