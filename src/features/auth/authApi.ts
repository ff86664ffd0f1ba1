/**
 * Passwordless login with a one-time code (API.md "Auth"). The token refresh is not an
 * endpoint here: the re-auth baseQuery (shared/api/reauthBaseQuery.ts) calls it directly,
 * since an endpoint would make the baseQuery depend on the API it serves.
 */
import type { LoginBody, RegisterBody, TokenPair, VerifyBody } from '@/shared/contract/auth';
import type { ErrorDetail } from '@/shared/contract/common';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '@/shared/api/baseApi';
import { loggedOut, tokensReceived } from '@/shared/api/sessionEvents';
import type { SessionState } from '@/shared/api/sessionEvents';
import { navigateTo } from '@/shared/lib/navigation';

/** A 429 says when to try again in its Retry-After header; keep it on the error for the pages. */
function withRetryAfter(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined) {
  const retryAfter = meta?.response?.headers.get('Retry-After');
  return retryAfter ? { ...error, retryAfter } : error;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<ErrorDetail, RegisterBody>({
      query: (body) => ({ url: '/auth/register/', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    login: build.mutation<ErrorDetail, LoginBody>({
      query: (body) => ({ url: '/auth/login/', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
    }),
    verify: build.mutation<TokenPair, VerifyBody>({
      query: (body) => ({ url: '/auth/verify/', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(tokensReceived(data));
        } catch {
          // a wrong code: the page shows the field error from the mutation result
        }
      },
    }),
    /** Revokes the refresh token; the local session ends whatever the server answers. */
    logout: build.mutation<null, void>({
      async queryFn(_, queryApi, _extra, baseQuery) {
        const { refreshToken } = (queryApi.getState() as SessionState).auth;
        if (!refreshToken) return { data: null };
        const result = await baseQuery({ url: '/auth/logout/', method: 'POST', body: { refresh: refreshToken } });
        return result.error ? { error: result.error } : { data: null };
      },
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          // offline or server error: still forget the tokens locally (SPEC §2 "Exit clears both")
        }
        dispatch(loggedOut({ reason: 'user' }));
        navigateTo('/auth');
      },
    }),
  }),
});

export const { useRegisterMutation, useLoginMutation, useVerifyMutation, useLogoutMutation } = authApi;
