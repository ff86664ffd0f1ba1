/**
 * SPEC §4: "showing a new message first closes the current one, then after 250 ms opens the
 * new one"; each message closes itself after its timeout (SPEC §9: 3000 ms). A newer request
 * cancels the pending work of the previous one (takeLatest), so bursts end on the newest message.
 * A message the reader holds (pointer on it, focus in it) is not closed under them: it closes
 * 1 s after they let go (WCAG 2.2.1; the 3000 ms stay the time it shows unattended).
 */
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import {
  SNACKBAR_RELEASE_GRACE_MS,
  SNACKBAR_SWITCH_DELAY_MS,
  selectSnackbarHeld,
  snackbarClosed,
  snackbarOpened,
  snackbarRequested,
  type SnackbarState,
} from './snackbarSlice';

export function addSnackbarListeners(
  startListening: StartListeningFor<{ snackbar: SnackbarState }>,
): void {
  startListening({
    actionCreator: snackbarRequested,
    effect: async (action, { cancelActiveListeners, condition, delay, dispatch, getState }) => {
      cancelActiveListeners();
      const { key, timeout } = action.payload;
      const { current, queue } = getState().snackbar;
      // Something is on screen, or an earlier request is still waiting out the close animation.
      const mustWait = current !== null || queue.some((item) => item.key !== key);
      if (current) dispatch(snackbarClosed({ key: current.key }));
      if (mustWait) await delay(SNACKBAR_SWITCH_DELAY_MS);
      dispatch(snackbarOpened({ key }));
      if (timeout > 0) {
        await delay(timeout);
        // Held (pointer on it, focus in it): it stays until let go, then a moment more.
        while (selectSnackbarHeld(getState())) {
          await condition((_, state) => !selectSnackbarHeld(state));
          await delay(SNACKBAR_RELEASE_GRACE_MS);
        }
        dispatch(snackbarClosed({ key }));
      }
    },
  });
}
