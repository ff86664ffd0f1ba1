import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  formLabel: {
    id: 'access.redeem.formLabel',
    defaultMessage: 'Redeem a promo code',
    description: 'Accessible name of the promo code form',
  },
  codeLabel: {
    id: 'access.redeem.codeLabel',
    defaultMessage: 'Promo code',
    description: 'Label of the promo code field',
  },
  codeHint: {
    id: 'access.redeem.codeHint',
    defaultMessage: 'A promo code opens the paid courses and sessions at once.',
    description: 'Hint under the promo code field',
  },
  redeem: {
    id: 'access.redeem.submit',
    defaultMessage: 'Redeem',
    description: 'Button that redeems the promo code',
  },
  redeemed: {
    id: 'access.redeem.done',
    defaultMessage:
      'Code accepted. {count, plural, one {This course is} other {These courses are}} now open to you: {courses}.',
    description: 'The promo code was redeemed; the names of the opened courses follow',
  },
  redeemedNothing: {
    id: 'access.redeem.doneNothing',
    defaultMessage: 'Code accepted.',
    description: 'The promo code was redeemed but there is no paid course right now',
  },
  howTitle: {
    id: 'access.how.title',
    defaultMessage: 'How to get access',
    description: 'Heading: how to get access to paid content',
  },
  howText: {
    id: 'access.how.text',
    defaultMessage:
      'To buy access for yourself or your school, or to get a promo code, contact us.',
    description: 'How to get access to paid content: the contacts follow',
  },
  howLink: {
    id: 'access.how.link',
    defaultMessage: 'About access to paid courses',
    description: 'Link to the page about getting access to paid content',
  },
  sectionLead: {
    id: 'access.section.lead',
    defaultMessage:
      'Got a promo code from your school or an event? Enter it to open the paid courses.',
    description: 'Personal account: what the promo code section is for',
  },
});
