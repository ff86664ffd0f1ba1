import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  openMenu: {
    id: 'layout.header.openMenu',
    defaultMessage: 'Open menu',
    description: 'Header button that opens the sidebar drawer',
  },
  login: {
    id: 'layout.header.login',
    defaultMessage: 'Log in',
    description: 'Header button for visitors, opens the login page',
  },
  logoHome: {
    id: 'layout.header.logoHome',
    defaultMessage: 'EduCommunity — go to the home page',
    description: 'Accessible name of the compact logo link in the header',
  },
});
