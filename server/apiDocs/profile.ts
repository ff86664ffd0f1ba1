/**
 * The OpenAPI summaries of the member's own account: favorites, profile and photo, certificates
 * (and their public verification), and promo codes.
 */
import { Paged } from '../../src/shared/contract/common';
import { list, ok, ref, type Operations } from './shapes';

export const PROFILE_OPERATIONS: Operations = {
  'GET /api/profile/favorites/': {
    summary: 'All favorites, newest first',
    response: ok(list('FavoriteItem')),
  },
  'GET /api/profile/favorites/article/': {
    summary: 'Favorite articles',
    response: ok(Paged(ref('FavoriteItem'))),
  },
  'GET /api/profile/favorites/course/': {
    summary: 'Favorite courses',
    response: ok(Paged(ref('FavoriteItem'))),
  },
  'GET /api/profile/favorites/module/': {
    summary: 'Favorite modules',
    response: ok(Paged(ref('FavoriteItem'))),
  },
  'GET /api/profile/my/': { summary: 'My profile', response: ok(ref('Profile')) },
  'POST /api/profile/my/': { summary: 'Update my profile (partial)', response: ok(ref('Profile')) },
  'PUT /api/profile/WorkPlaceUpdate/': {
    summary: 'Update my work place (partial)',
    response: ok(ref('Profile')),
  },
  'PUT /api/profile/EducationUpdate/': {
    summary: 'Update my education (partial)',
    response: ok(ref('Profile')),
  },
  'GET /api/profile/certificates/': {
    summary: 'My certificates',
    response: ok(list('Certificate')),
  },
  'GET /api/profile/{id}/public/': {
    summary: 'A published public profile',
    response: ok(ref('PublicProfile')),
  },
  'POST /api/profile/promo/': {
    summary: 'Redeem a promo code: opens the paid courses (once per account; rate-limited)',
    response: ok(ref('PromoRedeemReply')),
  },
  'POST /api/profile/my/photo/': {
    summary:
      'Upload my photo (JPEG, multipart field `photo`; one at a time per account, 429; 503 when busy)',
    response: ok(ref('Profile')),
  },
  'GET /api/certificates/{id}/': {
    summary: 'Verify a certificate by its public id (public, no token)',
    response: ok(ref('CertificateVerification')),
  },
  'GET /api/certificates/{id}/pdf/': {
    summary: 'A certificate as a PDF download (public), in en or ru',
  },
};
