import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  loginTitle: { id: 'auth.loginPage.title', defaultMessage: 'Log in', description: 'Login page heading' },
  loginLead: {
    id: 'auth.loginPage.lead',
    defaultMessage: 'Enter your email and we will send you a four-digit code. No password needed.',
    description: 'Login page: what the screen is for',
  },
  toRegister: { id: 'auth.loginPage.toRegister', defaultMessage: 'No account yet? Register', description: 'Link from login to registration' },
  registerTitle: { id: 'auth.registerPage.title', defaultMessage: 'Registration', description: 'Registration page heading' },
  registerLead: {
    id: 'auth.registerPage.lead',
    defaultMessage: 'Create an account to open every section: the community, news, favorites and your personal account.',
    description: 'Registration page: what the screen is for',
  },
  toLogin: { id: 'auth.registerPage.toLogin', defaultMessage: 'Already registered? Log in', description: 'Link from registration to login' },
});
