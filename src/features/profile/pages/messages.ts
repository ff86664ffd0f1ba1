import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  personalLead: {
    id: 'profile.personalPage.lead',
    defaultMessage:
      'Your courses and where you stopped, your profile, work and education, the certificates you received, and whether your public profile is published.',
    description: 'Personal account: what the screen is for',
  },
  publicTitle: {
    id: 'profile.publicPage.title',
    defaultMessage: 'Public profile',
    description: 'Public profile page heading until the name is known',
  },
  publicLead: {
    id: 'profile.publicPage.lead',
    defaultMessage:
      'A published member profile: specialization, work, education and received certificates.',
    description: 'Public profile: what the screen is for',
  },
});
