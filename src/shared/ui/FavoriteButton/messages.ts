import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  add: {
    id: 'ui.favoriteButton.add',
    defaultMessage: 'Add to favorites',
    description: 'Favorite toggle when the item is not a favorite',
  },
  remove: {
    id: 'ui.favoriteButton.remove',
    defaultMessage: 'Remove from favorites',
    description: 'Favorite toggle when the item is a favorite',
  },
});
