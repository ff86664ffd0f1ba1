import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  roleMentor: {
    id: 'profile.public.role.mentor',
    defaultMessage: 'Mentor',
    description: 'Community role badge',
  },
  roleExpert: {
    id: 'profile.public.role.expert',
    defaultMessage: 'Expert',
    description: 'Community role badge',
  },
  roleMember: {
    id: 'profile.public.role.member',
    defaultMessage: 'Member',
    description: 'Community role badge',
  },
  about: {
    id: 'profile.public.about',
    defaultMessage: 'About',
    description: 'Public profile: heading of the about text',
  },
  work: {
    id: 'profile.public.work',
    defaultMessage: 'Work',
    description: 'Public profile: heading of the work place',
  },
  education: {
    id: 'profile.public.education',
    defaultMessage: 'Education',
    description: 'Public profile: heading of the education',
  },
  graduated: {
    id: 'profile.public.graduated',
    defaultMessage: 'Graduated in {year}',
    description: 'Public profile: graduation year',
  },
  certificates: {
    id: 'profile.public.certificates',
    defaultMessage: 'Certificates',
    description: 'Public profile: heading of the received certificates',
  },
  noCertificates: {
    id: 'profile.public.noCertificates',
    defaultMessage: 'No certificates yet.',
    description: 'Public profile: the person has no course certificates',
  },
  issued: {
    id: 'profile.public.issued',
    defaultMessage: 'Issued {date}',
    description: 'Certificate issue date; date is already formatted',
  },
  openCertificate: {
    id: 'profile.public.openCertificate',
    defaultMessage: 'View certificate',
    description: 'Link to the certificate verification page',
  },
  notSpecified: {
    id: 'profile.public.notSpecified',
    defaultMessage: 'Not specified',
    description: 'Public profile: a field left empty',
  },
  notPublishedTitle: {
    id: 'profile.public.notPublished',
    defaultMessage: 'This profile is not published',
    description: 'Public profile 404: heading',
  },
  notPublishedText: {
    id: 'profile.public.notPublishedText',
    defaultMessage: 'Its owner has not made it public, or the link is wrong.',
    description: 'Public profile 404: explanation',
  },
  toLearning: {
    id: 'profile.public.toLearning',
    defaultMessage: 'Go to learning',
    description: 'Button from a missing profile to the learning list',
  },
});
