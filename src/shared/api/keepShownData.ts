/**
 * A query fetched again while the reader has its data (the tab shown again, the network back,
 * an invalidation) that fails on the network keeps that data. A phone brought back to the tab in
 * a tunnel showed "Could not load this list" in place of the list, event or catalogue being read,
 * and the same happened when the first request after the network came back failed (a CI run met
 * it). The offline banner says why nothing is new, and the next focus or reconnect asks again.
 * Any answer from the API (404, 403, 5xx) is shown as before: it says something about the page.
 * Safe because no endpoint transforms its response: the cache holds what the base query returned.
 */
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isNetworkError } from './errorStatus';

interface QueriesState {
  queries?: Record<string, { data?: unknown } | undefined>;
}

export function keepingShownData<Args, Error, Options, Meta>(
  baseQuery: BaseQueryFn<Args, unknown, Error, Options, Meta>,
  reducerPath: string,
): BaseQueryFn<Args, unknown, Error, Options, Meta> {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (!result.error || !isNetworkError(result.error) || !api.queryCacheKey) return result;
    const state = (api.getState() as Record<string, QueriesState | undefined>)[reducerPath];
    const shown = state?.queries?.[api.queryCacheKey]?.data;
    return shown === undefined ? result : { data: shown, meta: result.meta };
  };
}
