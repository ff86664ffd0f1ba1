/**
 * The OpenAPI summaries of registering and signing in by one-time code and of the token pair
 * (routes/auth.ts, routes/authSession.ts). Where an answer is the same for known and unknown emails the summary says so,
 * so that nobody documents a difference the server is careful not to make.
 */
import { Detail, noContent, ok, ref, type Operations } from './shapes';

export const AUTH_OPERATIONS: Operations = {
  'POST /api/auth/register/': {
    summary: 'Register: sends a one-time code (the account exists once it is verified)',
    response: { 201: Detail },
  },
  'POST /api/auth/login/': {
    summary: 'Log in: sends a one-time code (same answer for unknown emails)',
    response: ok(Detail),
  },
  'POST /api/auth/verify/': {
    summary: 'Trade email and code for an access/refresh token pair',
    response: ok(ref('TokenPair')),
  },
  'POST /api/auth/refresh/': {
    summary: 'Rotate the refresh token (30 s grace window returns the same successor pair)',
    response: ok(ref('TokenPair')),
  },
  'POST /api/auth/logout/': {
    summary: 'Revoke the session of this refresh token',
    response: noContent,
  },
};
