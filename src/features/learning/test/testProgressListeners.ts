/**
 * A learner who exits (here or in another tab of this browser) leaves no progress behind for
 * whoever uses the browser next: no test answers (./testProgressStorage.ts), no watched parts
 * of a video (../module/watchedRanges.ts), no place where a video stopped (the next learner
 * would be resumed there). A session that expired keeps them: the same learner
 * signs in again and carries on.
 */
import { loggedOut } from '@/features/auth/authSlice';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { forgetStored } from '@/shared/lib/forgetStored';
import { TEST_PROGRESS_PREFIX, VIDEO_POSITION_PREFIX, WATCHED_PREFIX } from '../learnerStorageKeys';

export function addTestProgressListeners(startListening: StartListeningFor<object>): void {
  startListening({
    actionCreator: loggedOut,
    effect: (action) => {
      if (action.payload.reason !== 'expired')
        forgetStored([TEST_PROGRESS_PREFIX, WATCHED_PREFIX, VIDEO_POSITION_PREFIX]);
    },
  });
}
