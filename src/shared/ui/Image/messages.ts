import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  defaultAlt: {
    id: 'ui.image.defaultAlt',
    defaultMessage: 'Image not found!',
    description: 'Default alternative text of an image (SPEC: Картинка не найден!)',
  },
});
