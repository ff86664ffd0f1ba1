import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  listLead: {
    id: 'communities.listPage.lead',
    defaultMessage: 'Find experts, mentors and fellow members by name and specialization.',
    description: 'Community list: what the screen is for',
  },
  memberTitle: { id: 'communities.memberPage.title', defaultMessage: 'Community member', description: 'Member page heading until the name is known' },
  memberLead: {
    id: 'communities.memberPage.lead',
    defaultMessage: 'Their specialization, work, education and received certificates.',
    description: 'Member page: what the screen is for',
  },
});
