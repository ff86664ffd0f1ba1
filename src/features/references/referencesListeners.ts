/** SPEC §2: on startup the reference lists and the filter lists are loaded, once, in parallel. */
import { appStarted } from '@/shared/lib/appEvents';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { STARTUP_LISTS, referencesApi } from './referencesApi';

export function addReferencesListeners(startListening: StartListeningFor<unknown>): void {
  startListening({
    actionCreator: appStarted,
    effect: async (_, { dispatch }) => {
      // subscribe: false — the answers are copied into the references slice; failures show
      // their own snackbar through each endpoint's onQueryStarted.
      await Promise.all(
        STARTUP_LISTS.map((name) =>
          dispatch(referencesApi.endpoints[name].initiate(undefined, { subscribe: false })),
        ),
      );
    },
  });
}
