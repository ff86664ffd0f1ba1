import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  placeholder: {
    id: 'ui.dropdown.placeholder',
    defaultMessage: 'Select',
    description: 'Placeholder of a dropdown with nothing chosen (SPEC: Выбрать)',
  },
  noMatch: {
    id: 'ui.dropdown.noMatch',
    defaultMessage: 'Invalid input. Select from the list',
    description: 'Shown when the search text of a dropdown matches no item',
  },
  searching: {
    id: 'ui.dropdown.searching',
    defaultMessage: 'Searching…',
    description: 'Dropdown list status while a remote search runs',
  },
  empty: {
    id: 'ui.dropdown.empty',
    defaultMessage: 'Nothing to choose yet',
    description: 'Dropdown list with no items at all',
  },
});
