/**
 * The state a server-rendered page was rendered with (src/server.tsx), handed to the browser in
 * a non-executed JSON script element. The API cache enters the store through RTK Query's own
 * rehydration (`extractRehydrationInfo` in ./baseApi.ts), so the screens find their data at
 * once and send no request for it again.
 */
import { createAction } from '@reduxjs/toolkit';
import type { Locale } from '@/shared/config';

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
