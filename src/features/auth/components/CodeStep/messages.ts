import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  sentTo: {
    id: 'auth.codeStep.sentTo',
    defaultMessage: 'We sent a four-digit code to',
    description: 'Code step: followed by the email address the code went to',
  },
  validity: {
    id: 'auth.codeStep.validity',
    defaultMessage: 'It is valid for 10 minutes. Check the spam folder if it is not in your inbox.',
    description: 'Code step: how long the code works',
  },
  changeEmail: {
    id: 'auth.codeStep.changeEmail',
    defaultMessage: 'Change email',
    description: 'Code step: go back to the email step (what was typed is kept)',
  },
  resend: {
    id: 'auth.codeStep.resend',
    defaultMessage: 'Send a new code',
    description: 'Code step: request another code',
  },
  resendIn: {
    id: 'auth.codeStep.resendIn',
    defaultMessage: 'New code in {time}',
    description: 'Code step: countdown until another code may be requested, time like 0:42',
  },
  resent: {
    id: 'auth.codeStep.resent',
    defaultMessage: 'A new code has been sent. The previous one no longer works.',
    description: 'Code step: a new code went out',
  },
  checking: {
    id: 'auth.codeStep.checking',
    defaultMessage: 'Checking the code…',
    description: 'Code step: the code is being verified',
  },
});
