/**
 * Ways into paid content (docs/api.md "Promo codes"): redeeming a promo code, and the platform's
 * "how to get access" settings. A redeemed code opens courses at once: every cached course,
 * session, catalogue and favorites answer is refetched, so a locked session page opens in place.
 */
import type { PromoRedeemBody, PromoRedeemReply, Settings } from '@/shared/contract/profile';
import { api } from '@/shared/api/baseApi';

export const accessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public, like the reference lists: never a token, never a re-auth. */
    getSettings: build.query<Settings, void>({
      query: () => '/references/settings/',
      extraOptions: { public: true },
    }),
    redeemPromo: build.mutation<PromoRedeemReply, PromoRedeemBody>({
      query: (body) => ({ url: '/profile/promo/', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['Course', 'Module', 'Catalogue', 'Favorites'] : []),
    }),
  }),
});

export const { useGetSettingsQuery, useRedeemPromoMutation } = accessApi;
