import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  open: {
    id: 'layout.userMenu.open',
    defaultMessage: 'Account menu of {name}',
    description: 'Accessible name of the button that opens the user menu',
  },
  personal: {
    id: 'layout.userMenu.personal',
    defaultMessage: 'Personal account',
    description: 'User menu item',
  },
  publicProfile: {
    id: 'layout.userMenu.publicProfile',
    defaultMessage: 'Public profile',
    description: 'User menu item: link to the published profile',
  },
  publicProfileOff: {
    id: 'layout.userMenu.publicProfileOff',
    defaultMessage: 'Publish your profile in the personal account to open it',
    description: 'Hint on the disabled public profile item when the profile is not published',
  },
  favorites: {
    id: 'layout.userMenu.favorites',
    defaultMessage: 'Favorites',
    description: 'User menu item',
  },
  exit: {
    id: 'layout.userMenu.exit',
    defaultMessage: 'Exit',
    description: 'User menu item that logs out',
  },
  loading: {
    id: 'layout.userMenu.loading',
    defaultMessage: 'Your profile',
    description: 'User menu button text while the profile is loading',
  },
});
