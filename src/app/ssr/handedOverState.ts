/**
 * The state a server-rendered page hands to the browser (src/shared/api/serverState.ts): what
 * RTK Query's rehydration reads, without what the browser has no use for, and the references.
 */
import type { AppStore } from '@/app/store';
import { api } from '@/shared/api/baseApi';
import type { ServerState } from '@/shared/api/serverState';
import { isStartupList } from '@/features/references/referencesApi';

export function handedOverState(
  store: AppStore,
  page: Required<Pick<ServerState, 'timeZone' | 'renderedAt' | 'locale'>>,
): ServerState {
  const { queries, mutations, provided } = store.getState()[api.reducerPath];
  return {
    // What RTK Query's rehydration reads (not its subscriptions or config); the startup lists
    // travel once, in the references slice (the browser does not ask for them again).
    api: {
      queries: Object.fromEntries(
        Object.entries(queries)
          .filter(([, entry]) => !isStartupList(entry?.endpointName))
          .map(([key, entry]) => [key, entry && withoutRequestId(entry)]),
      ),
      mutations,
      provided,
    },
    references: store.getState().references,
    ...page,
  };
}

/**
 * A settled query entry without the id of the server's own request: 21 random characters no
 * compressor shrinks (30–70 bytes of the learning list's first round trip with brotli). RTK
 * Query compares an entry's id only with its own requests' (a fetch's pending sets a new one
 * first), which the browser's never match, so the browser learns nothing from it.
 */
function withoutRequestId<Entry extends { requestId?: string }>(entry: Entry) {
  const { requestId: _serversOwn, ...rest } = entry;
  return rest;
}
