import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'layout.bottomBar.label',
    defaultMessage: 'Quick navigation',
    description: 'Accessible name of the phone bottom bar',
  },
  menu: {
    id: 'layout.bottomBar.menu',
    defaultMessage: 'Menu',
    description: 'Bottom bar: opens the sidebar menu',
  },
  learning: {
    id: 'layout.bottomBar.learning',
    defaultMessage: 'Learning',
    description: 'Bottom bar: learning',
  },
  communities: {
    id: 'layout.bottomBar.communities',
    defaultMessage: 'Community',
    description: 'Bottom bar: community directory',
  },
  personal: {
    id: 'layout.bottomBar.personal',
    defaultMessage: 'Account',
    description: 'Bottom bar: personal account',
  },
});
