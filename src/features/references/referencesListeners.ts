/** SPEC §2: on startup the reference lists and the filter lists are loaded, once, in parallel. */
import { appStarted } from '@/shared/lib/appEvents';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { STARTUP_LISTS, STARTUP_LIST_NAMES, referencesApi } from './referencesApi';
import { selectReferenceStatus, type WithReferences } from './referencesSlice';

export function addReferencesListeners(startListening: StartListeningFor<WithReferences>): void {
  startListening({
    actionCreator: appStarted,
    effect: async (_, { dispatch, getState }) => {
      // A server-rendered page hands its lists over in the slice (src/server.tsx): loaded.
      const missing = STARTUP_LISTS.filter(
        (name) => selectReferenceStatus(getState(), STARTUP_LIST_NAMES[name]) !== 'loaded',
      );
      // subscribe: false — the answers are copied into the references slice; failures show
      // their own snackbar through each endpoint's onQueryStarted.
      await Promise.all(
        missing.map((name) =>
          dispatch(referencesApi.endpoints[name].initiate(undefined, { subscribe: false })),
        ),
      );
    },
  });
}
