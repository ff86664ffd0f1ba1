import { defineMessages } from 'react-intl';

/** Head texts of server-rendered pages that no screen shows (head tags, link previews). */
export const headMessages = defineMessages({
  siteDescription: {
    id: 'ssr.head.siteDescription',
    defaultMessage:
      'Courses, sessions, events, news and a community of educators and professionals.',
    description: 'Meta description and link preview text of pages without their own text',
  },
  sponsorDescription: {
    id: 'ssr.head.sponsorDescription',
    defaultMessage: 'Courses sponsored by {name}.',
    description: 'Meta description of a sponsor page whose sponsor has no description',
  },
  profileDescription: {
    id: 'ssr.head.profileDescription',
    defaultMessage: '{name} on EduCommunity.',
    description: 'Meta description of a public profile without an “about” text',
  },
  certificateDescription: {
    id: 'ssr.head.certificateDescription',
    defaultMessage:
      '{name} completed the course “{course}”. Verify this certificate on EduCommunity.',
    description: 'Meta description and link preview text of a certificate verification page',
  },
});
