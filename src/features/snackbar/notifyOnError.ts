/**
 * An RTK Query `onQueryStarted` that shows a SPEC §8 snackbar when the call fails. A 401 shows
 * nothing: the re-auth baseQuery has either recovered or ended the session and left for /auth.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { showSnackbar, type SnackbarMessage } from './snackbarSlice';

interface LifecycleApi {
  dispatch: Dispatch;
  queryFulfilled: Promise<unknown>;
}

export function failureStatus(rejection: unknown): unknown {
  return (rejection as { error?: { status?: unknown } } | undefined)?.error?.status;
}

export function notifyOnError(message: SnackbarMessage) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: LifecycleApi): Promise<void> => {
    try {
      await queryFulfilled;
    } catch (rejection) {
      if (failureStatus(rejection) === 401) return;
      console.error(`${message.defaultMessage ?? message.id}:`, rejection);
      dispatch(showSnackbar(message, { color: 'error' }));
    }
  };
}
