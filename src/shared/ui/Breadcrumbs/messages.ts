import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'layout.breadcrumbs.label',
    defaultMessage: 'Breadcrumbs',
    description: 'Accessible name of the breadcrumb navigation',
  },
});
