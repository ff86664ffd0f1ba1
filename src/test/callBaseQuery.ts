/** Calls the app's baseQuery directly against a store, to see exactly what it returns. */
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query';
import { reauthBaseQuery, type ApiExtraOptions } from '@/shared/api/reauthBaseQuery';
import type { AppStore } from '@/app/store';

export function callBaseQuery(
  store: AppStore,
  args: string | FetchArgs,
  extraOptions: ApiExtraOptions = {},
  type: 'query' | 'mutation' = 'query',
) {
  const api: BaseQueryApi = {
    getState: store.getState,
    dispatch: store.dispatch,
    signal: new AbortController().signal,
    abort: () => {},
    extra: undefined,
    endpoint: 'test',
    type,
  };
  return reauthBaseQuery(args, api, extraOptions);
}
