import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  browse: {
    id: 'layout.authLayout.browse',
    defaultMessage: 'Browse learning without an account',
    description: 'Link from the login and registration pages back to the public learning list',
  },
  logoHome: {
    id: 'layout.authLayout.logoHome',
    defaultMessage: 'EduCommunity — go to learning',
    description: 'Accessible name of the logo on the login and registration pages',
  },
});
