/**
 * The one Redux store (docs/developers.md): a slice per domain, RTK Query's cache under `api`,
 * listeners for side effects. `makeStore` builds a fresh store, so each test gets its own; the
 * auth and preferences slices read cookies / storage lazily as their initial state.
 *
 * `options.tabs` shares the session with the other tabs of the browser (shared/api/sessionSync.ts):
 * the app passes the real Web Locks / BroadcastChannel / visibility (src/main.tsx); the default is
 * none, because Jest's environment has Node's BroadcastChannel, which would connect every store of
 * a test file. Tests of the tab sync pass fakes shared by two stores. The re-auth baseQuery finds
 * the lock as the thunk extra argument (`api.extra`).
 */
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from '@/shared/api/baseApi';
import type { SessionExtra } from '@/shared/api/reauthBaseQuery';
import { listenToOtherTabs } from '@/shared/api/sessionSync';
import { noTabCoordination, type TabCoordination } from '@/shared/api/tabCoordination';
import { authReducer } from '@/features/auth/authSlice';
import { favoritesReducer } from '@/features/favorites/favoritesSlice';
import { filtersReducer } from '@/features/filters/filtersSlice';
import { preferencesReducer } from '@/features/preferences/preferencesSlice';
import { referencesReducer } from '@/features/references/referencesSlice';
import { snackbarReducer } from '@/features/snackbar/snackbarSlice';
import { actionSanitizer, stateSanitizer } from './devToolsSanitizers';
import { createAppListenerMiddleware } from './listenerMiddleware';

export const rootReducer = combineReducers({
  auth: authReducer,
  references: referencesReducer,
  filters: filtersReducer,
  snackbar: snackbarReducer,
  favorites: favoritesReducer,
  preferences: preferencesReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const inDevelopment = process.env.NODE_ENV === 'development';

export interface MakeStoreOptions {
  tabs?: TabCoordination;
  /** Server rendering: the API's absolute base URL (src/server.tsx). */
  apiBaseUrl?: string;
  /** Server rendering: how long an API call may take (SessionExtra). */
  apiTimeoutMs?: number;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  { tabs = noTabCoordination, apiBaseUrl, apiTimeoutMs }: MakeStoreOptions = {},
) {
  const listeners = createAppListenerMiddleware(tabs);
  const extra: SessionExtra = { tabs, apiBaseUrl, apiTimeoutMs };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        thunk: { extraArgument: extra },
        // The avatar upload's argument is a Blob; RTK Query keeps it as the mutation's originalArgs.
        // warnAfter: the development-only checks walk the whole API cache; 32 ms is too tight.
        serializableCheck: {
          ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs$/],
          warnAfter: 128,
        },
        immutableCheck: { warnAfter: 128 },
      })
        .prepend(listeners.middleware)
        .concat(api.middleware),
    devTools: inDevelopment ? { name: 'edu-community', actionSanitizer, stateSanitizer } : false,
  });
  // The store lives as long as the page (or the test): nothing to stop.
  listenToOtherTabs(store, tabs);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
