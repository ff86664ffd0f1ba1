/**
 * Passwordless login with a one-time code (docs/api.md "Auth"). The token refresh is not an
 * endpoint here: the re-auth baseQuery (shared/api/reauthBaseQuery.ts) calls it directly,
 * since an endpoint would make the baseQuery depend on the API it serves.
 */
import type {
  LoginBody,
  RegisterBody,
  TokenPair,
  VerifyBody,
  VerifyLinkBody,
} from '@/shared/contract/auth';
import type { ErrorDetail } from '@/shared/contract/common';
import type { Dispatch } from '@reduxjs/toolkit';
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { api } from '@/shared/api/baseApi';
import { loggedOut, tokensReceived } from '@/shared/api/sessionEvents';
import type { SessionState } from '@/shared/api/sessionEvents';
import { navigateTo } from '@/shared/lib/navigation';
import { sendLogout } from '@/shared/api/sendLogout';

/** A 429 says when to try again in its Retry-After header; keep it on the error for the pages. */
function withRetryAfter(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined) {
  const retryAfter = meta?.response?.headers.get('Retry-After');
  return retryAfter ? { ...error, retryAfter } : error;
}

/**
 * Verify and the sign-in link: the pair they answer signs in. A refusal (a wrong code, a used
 * link) is the page's to show, from the mutation's result.
 */
async function signInWithAnswer(
  _: unknown,
  {
    dispatch,
    queryFulfilled,
  }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: TokenPair }> },
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(tokensReceived(data));
  } catch {
    // refused: nothing to sign in with
  }
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
      onQueryStarted: signInWithAnswer,
    }),
    /** A mailed sign-in link (pages/SignInLinkPage.tsx): signs in like verify. */
    verifyLink: build.mutation<TokenPair, VerifyLinkBody>({
      query: (body) => ({ url: '/auth/verify-link/', method: 'POST', body }),
      transformErrorResponse: withRetryAfter,
      onQueryStarted: signInWithAnswer,
    }),
    /**
     * Exit is immediate: the session ends here at once (both cookies removed by the loggedOut
     * listener, then /auth), and the server is told to revoke the refresh token captured before
     * that, without waiting for its answer (a hanging server must not keep anyone signed in).
     */
    logout: build.mutation<null, void>({
      queryFn(_, queryApi) {
        const { refreshToken } = (queryApi.getState() as SessionState).auth;
        queryApi.dispatch(loggedOut({ reason: 'user' }));
        navigateTo('/auth');
        if (refreshToken) sendLogout(refreshToken);
        return { data: null };
      },
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useVerifyMutation,
  useVerifyLinkMutation,
  useLogoutMutation,
} = authApi;
