/**
 * An RTK Query `onQueryStarted` that shows a SPEC §8 snackbar when the call fails. Two failures
 * stay silent: a 401 (the re-auth baseQuery has either recovered or ended the session and left
 * for /auth) and an aborted call (the cache was reset at logout, nobody waits for the answer).
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { errorStatus } from '@/shared/api/errorStatus';
import { showSnackbar, type SnackbarMessage } from './snackbarSlice';

interface LifecycleApi {
  dispatch: Dispatch;
  queryFulfilled: Promise<unknown>;
}

type Rejection = { error?: { name?: unknown } } | undefined;

/** True for the failures nobody should be told about (see above). */
export function isSilentFailure(rejection: unknown): boolean {
  const error = (rejection as Rejection)?.error;
  return errorStatus(error) === 401 || error?.name === 'AbortError';
}

/** `handled`: a failure the screen answers itself (no snackbar, no log). */
export function notifyOnError(message: SnackbarMessage, handled?: (error: unknown) => boolean) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: LifecycleApi): Promise<void> => {
    try {
      await queryFulfilled;
    } catch (rejection) {
      if (isSilentFailure(rejection)) return;
      if (handled?.((rejection as Rejection)?.error)) return;
      // A server render (src/server.tsx) shows the screen's own error state; no log, no snackbar.
      if (typeof window === 'undefined') return;
      // The id: defaultMessage is the precompiled ICU AST in a build (webpack.config.js).
      console.error(`${message.id}:`, rejection);
      dispatch(showSnackbar(message, { color: 'error' }));
    }
  };
}
