import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  list: {
    id: 'cards.badgeList.label',
    defaultMessage: 'Tags',
    description: 'Accessible name of a list of tags on a card',
  },
  more: {
    id: 'cards.badgeList.more',
    defaultMessage: '+{count}',
    description: 'Toggle showing how many tags are hidden',
  },
  moreLabel: {
    id: 'cards.badgeList.moreLabel',
    defaultMessage: '{count, plural, one {+# more tag} other {+# more tags}}',
    description:
      'Accessible name of the +N toggle; starts with what it shows, "+N" (WCAG 2.5.3 label in name)',
  },
  hide: {
    id: 'cards.badgeList.hide',
    defaultMessage: 'hide',
    description: 'Toggle collapsing the expanded tag list',
  },
  hideLabel: {
    id: 'cards.badgeList.hideLabel',
    defaultMessage: 'Hide extra tags',
    description: 'Accessible name of the hide toggle',
  },
  payment: {
    id: 'cards.badgeList.payment',
    defaultMessage: 'Paid',
    description: 'Text of the payment-lock badge on content without access',
  },
});
