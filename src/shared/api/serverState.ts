/**
 * The state a server-rendered page was rendered with (src/server.tsx), handed to the browser in
 * a non-executed JSON script element. The API cache enters the store through RTK Query's own
 * rehydration (`extractRehydrationInfo` in ./baseApi.ts), so the screens find their data at
 * once and send no request for it again.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Locale } from '@/shared/config';
import { errorStatus } from './errorStatus';

/** The id of the <script type="application/json"> element that carries the state. */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

export interface ServerState {
  /** RTK Query's slice (`api`), as the server's store had it after its queries settled. */
  api: unknown;
  /** The reference lists slice, copied from the answers of its startup queries. */
  references: unknown;
  /** The time zone dates were formatted in (the server's). */
  timeZone?: string;
  /** When the page was rendered (ms since 1970): "now" while hydrating (renderTime.ts). */
  renderedAt?: number;
  /** The language the page was rendered in (the reader's `locale` cookie); default if absent. */
  locale?: Locale;
}

export const serverStateReceived = createAction<ServerState>('app/serverStateReceived');

interface RehydratedEntry {
  status?: string;
  error?: unknown;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * The API cache as the browser takes it in. An answer "not found" that the page was rendered
 * with is final for this view: RTK Query asks again for any entry that is an error when a
 * component subscribes to it, so hydrating a not-found page would send its request a second
 * time. Giving such an entry the time it was answered makes RTK Query treat it as settled, as
 * it does a fulfilled one (its thunk's `condition`); it is still an error with its 404, and a
 * refetch (focus, reconnect, "Try again") asks again as for any entry. Other errors (the API
 * down while the server rendered) are asked for again at once, as they should be.
 */
export function settleNotFound<T>(apiState: T): T {
  const state = apiState as { queries?: Record<string, RehydratedEntry | undefined> };
  if (!state?.queries) return apiState;
  const queries = Object.fromEntries(
    Object.entries(state.queries).map(([key, entry]) => [
      key,
      entry?.status === 'rejected' && errorStatus(entry.error) === 404
        ? { ...entry, fulfilledTimeStamp: entry.fulfilledTimeStamp ?? entry.startedTimeStamp }
        : entry,
    ]),
  );
  return { ...state, queries } as T;
}
