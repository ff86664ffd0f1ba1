import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loginTitle: {
    id: 'auth.loginPage.title',
    defaultMessage: 'Log in',
    description: 'Login page heading',
  },
  sessionEndedLead: {
    id: 'auth.loginPage.sessionEndedLead',
    defaultMessage:
      'Your session has ended. Log in again and you will be back where you were: enter your email and we will send you a four-digit code.',
    description: 'Login page after the session ended by itself (not by Exit): why, and what to do',
  },
  loginLead: {
    id: 'auth.loginPage.lead',
    defaultMessage: 'Enter your email and we will send you a four-digit code. No password needed.',
    description: 'Login page: what the screen is for',
  },
  noAccount: {
    id: 'auth.loginPage.noAccount',
    defaultMessage: 'No account yet?',
    description: 'Login page footer, before the link to registration',
  },
  registerLink: {
    id: 'auth.loginPage.registerLink',
    defaultMessage: 'Register',
    description: 'Login page footer: link to registration',
  },
  registerTitle: {
    id: 'auth.registerPage.title',
    defaultMessage: 'Registration',
    description: 'Registration page heading',
  },
  registerLead: {
    id: 'auth.registerPage.lead',
    defaultMessage:
      'Create an account to open every section: the community, news, favorites and your personal account.',
    description: 'Registration page: what the screen is for',
  },
  registerCodeLead: {
    id: 'auth.registerPage.codeLead',
    defaultMessage: 'If this email already has an account, the code logs you into it.',
    description:
      'Registration, code step: the server answers a registered email like a new one and its code opens the existing account',
  },
  haveAccount: {
    id: 'auth.registerPage.haveAccount',
    defaultMessage: 'Already registered?',
    description: 'Registration page footer, before the link to login',
  },
  loginLink: {
    id: 'auth.registerPage.loginLink',
    defaultMessage: 'Log in',
    description: 'Registration page footer: link to login',
  },
  codeTitle: {
    id: 'auth.codePage.title',
    defaultMessage: 'Check your email',
    description: 'Heading of the code step of login and registration',
  },
  linkTitle: {
    id: 'auth.linkPage.title',
    defaultMessage: 'Sign-in link',
    description: 'Heading of the page a mailed one-time sign-in link opens',
  },
  linkConfirm: {
    id: 'auth.linkPage.confirm',
    defaultMessage: 'This link signs in on this device as',
    description:
      'Sign-in link page, before the link is used: followed by the email of the account it opens (in bold)',
  },
  linkNotAsked: {
    id: 'auth.linkPage.notAsked',
    defaultMessage: 'If you did not ask to sign in, close this page: nothing happens without you.',
    description:
      'Sign-in link page, before the link is used: what to do with a link someone else sent',
  },
  linkSignIn: {
    id: 'auth.linkPage.signIn',
    defaultMessage: 'Sign in',
    description: 'Sign-in link page: the button that uses the link and signs in',
  },
  linkLead: {
    id: 'auth.linkPage.lead',
    defaultMessage: 'A sign-in link works once, for 15 minutes. You can always log in with a code.',
    description: 'Sign-in link page when the link did not sign in: what such links are',
  },
  linkRetry: {
    id: 'auth.linkPage.retry',
    defaultMessage: 'Try again',
    description:
      'Sign-in link page: button to check the same link again after a network or server problem',
  },
  linkLogIn: {
    id: 'auth.linkPage.logIn',
    defaultMessage: 'Log in with a code',
    description: 'Sign-in link page: link to the login page when the link cannot sign in',
  },
});
