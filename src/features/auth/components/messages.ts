import { defineMessages } from 'react-intl';

/** Texts of the login and registration forms; the SPEC §5.6 strings are word for word. */
export const messages = defineMessages({
  required: {
    id: 'auth.form.required',
    defaultMessage: 'Required',
    description: 'A required form field was left empty (SPEC §5.6)',
  },
  fillEmail: {
    id: 'auth.form.fillEmail',
    defaultMessage: 'Fill in your email',
    description: 'The email field is empty (SPEC §5.6)',
  },
  fillName: {
    id: 'auth.form.fillName',
    defaultMessage: 'Fill in the name',
    description: 'The first name field is empty (SPEC §5.6)',
  },
  fillLastName: {
    id: 'auth.form.fillLastName',
    defaultMessage: 'Fill in last name',
    description: 'The last name field is empty (SPEC §5.6)',
  },
  invalidCode: {
    id: 'auth.form.invalidCode',
    defaultMessage: 'Invalid code',
    description: 'The one-time code is wrong (SPEC §5.6)',
  },
  emailInvalid: {
    id: 'auth.form.emailInvalid',
    defaultMessage: 'Enter a valid email address, for example name@example.com',
    description: 'The email field does not hold an email address',
  },
  rateLimited: {
    id: 'auth.form.rateLimited',
    defaultMessage:
      'Too many attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
    description: 'The server answered 429; the number counts down to when the user may try again',
  },
  rateLimitedMinutes: {
    id: 'auth.form.rateLimitedMinutes',
    defaultMessage: 'Too many attempts. Try again in {minutes, plural, other {# min}}.',
    description:
      'The server answered 429 with a wait from a minute up to two hours; minutes left, rounded up',
  },
  rateLimitedHours: {
    id: 'auth.form.rateLimitedHours',
    defaultMessage:
      'Too many attempts. Try again in {hours, plural, one {# hour} other {# hours}}.',
    description:
      'The server answered 429 with a wait of two hours or more (the daily limit of wrong codes); hours left, rounded up',
  },
  signInLinkMailed: {
    id: 'auth.form.signInLinkMailed',
    defaultMessage:
      'If this email has an account, we have also emailed it a sign-in link that works now.',
    description:
      'After the per-email 429: the server mails an existing account a one-time sign-in link that skips the wait (the same line for every email: it never tells whether an account exists)',
  },
  network: {
    id: 'auth.form.network',
    defaultMessage: 'No connection to the server. Check your internet connection and try again.',
    description: 'The request did not reach the server',
  },
  server: {
    id: 'auth.form.server',
    defaultMessage: 'Something went wrong on our side. Please try again in a minute.',
    description: 'The server answered with a 5xx error',
  },
  unknown: {
    id: 'auth.form.unknown',
    defaultMessage: 'The request failed. Please try again.',
    description: 'Any other failure of a login or registration request',
  },
  emailLabel: {
    id: 'auth.form.emailLabel',
    defaultMessage: 'Email',
    description: 'Label of the email field',
  },
  firstNameLabel: {
    id: 'auth.form.firstNameLabel',
    defaultMessage: 'First name',
    description: 'Label of the first name field',
  },
  lastNameLabel: {
    id: 'auth.form.lastNameLabel',
    defaultMessage: 'Last name',
    description: 'Label of the last name field',
  },
  promoLabel: {
    id: 'auth.form.promoLabel',
    defaultMessage: 'Promo code',
    description: 'Label of the optional promo code field',
  },
  promoHint: {
    id: 'auth.form.promoHint',
    defaultMessage: 'Optional. A promo code opens the paid courses and sessions.',
    description: 'Hint under the promo code field',
  },
  getCode: {
    id: 'auth.form.getCode',
    defaultMessage: 'Get a code',
    description: 'Login: button that sends the one-time code',
  },
  createAccount: {
    id: 'auth.form.createAccount',
    defaultMessage: 'Create account',
    description: 'Registration: button that sends the form and the code',
  },
});
