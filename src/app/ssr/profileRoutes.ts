/** Server rendering of the public people pages: a published profile, a certificate's check. */
import { messages as certificateMessages } from '@/features/profile/certificate/messages';
import { profileApi } from '@/features/profile/profileApi';
import { fullName } from '@/shared/lib/fullName';
import { routePatterns as r } from '@/shared/routes/paths';
import { summary } from './head';
import { headMessages } from './messages';
import { answer, idOf, lists, thingHead, type ServerRoute } from './serverRouteBase';
import { personLd } from './structuredData';

export const profileRoutes: ServerRoute[] = [
  {
    pattern: r.publicProfile,
    chunk: 'page-public-profile',
    ids: ['id'],
    // Unpublished, it must leave the web: its owner took it down (README "Server rendering").
    withdrawable: true,
    load: (context) => [
      profileApi.endpoints.getPublicProfile.initiate(idOf(context)),
      // City, specialization, work place and university by name (ProfileView).
      ...lists('getCities', 'getSpecializations', 'getWorkPlaces', 'getUniversities'),
    ],
    head: (context) =>
      thingHead(
        profileApi.endpoints.getPublicProfile.select(idOf(context))(context.state),
        '',
        (profile) => {
          const name = fullName(profile);
          return {
            title: name,
            description: summary(
              profile.about ||
                context.intl.formatMessage(headMessages.profileDescription, { name }),
            ),
            image: profile.photo,
            squareImage: true,
            ogType: 'profile',
            jsonLd: [personLd(profile, context.origin, context.pathname)],
          };
        },
      ),
  },
  {
    // An unknown number answers 404 with the check's own page, which says the certificate
    // was not found (a link checker or crawler reads the status, a reader the page).
    pattern: r.certificate,
    chunk: 'page-certificate',
    load: ({ params }) => [profileApi.endpoints.verifyCertificate.initiate(params.id ?? '')],
    head: ({ params, state, intl }) => {
      const certificate = answer(
        profileApi.endpoints.verifyCertificate.select(params.id ?? '')(state),
      );
      if (!certificate || certificate === 'missing')
        return {
          title: intl.formatMessage(certificateMessages.documentTitleMissing),
          description: '',
          noindex: true,
          missing: true,
        };
      const name = fullName(certificate.holder);
      // For whoever has the link (an employer checking it), not for search results: it names
      // its holder.
      return {
        noindex: true,
        title: intl.formatMessage(certificateMessages.documentTitle, {
          course: certificate.course.name,
        }),
        description: intl.formatMessage(headMessages.certificateDescription, {
          name,
          course: certificate.course.name,
        }),
      };
    },
  },
];
