/**
 * A learner who exits (here or in another tab of this browser) leaves no test answers behind
 * for whoever uses the browser next (./testProgressStorage.ts). A session that expired keeps
 * them: the same learner signs in again and carries on.
 */
import { loggedOut } from '@/features/auth/authSlice';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { forgetAllTestProgress } from './testProgressStorage';

export function addTestProgressListeners(startListening: StartListeningFor<object>): void {
  startListening({
    actionCreator: loggedOut,
    effect: (action) => {
      if (action.payload.reason !== 'expired') forgetAllTestProgress();
    },
  });
}
