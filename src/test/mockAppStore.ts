/**
 * redux-mock-store for tests where the sequence of actions is the point (snackbar timing,
 * optimistic favorites, startup loading). Unlike a bare mock store, its state is the real root
 * reducer applied to the recorded actions, and it runs the app's thunk, listener and RTK Query
 * middleware, so the code under test behaves as in the app while every action is recorded.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { legacy_configureStore as configureMockStore } from 'redux-mock-store';
import { thunk } from 'redux-thunk';
import { api } from '@/shared/api/baseApi';
import { createAppListenerMiddleware } from '@/app/listenerMiddleware';
import { rootReducer, type AppDispatch, type RootState } from '@/app/store';

export function mockAppStore(preloaded: Partial<RootState> = {}) {
  const initial = rootReducer(preloaded as RootState, { type: '@@mock/INIT' });
  let cached = { count: 0, state: initial };
  const stateFrom = (actions: UnknownAction[]): RootState => {
    // Reduce only the actions recorded since the last read.
    if (actions.length < cached.count) cached = { count: 0, state: initial };
    const state = actions.slice(cached.count).reduce(rootReducer, cached.state);
    cached = { count: actions.length, state };
    return state;
  };
  const middlewares = [thunk, createAppListenerMiddleware().middleware, api.middleware] as never[];
  return configureMockStore<RootState, AppDispatch>(middlewares)(stateFrom as never);
}

/** The recorded action types, without RTK Query's internal bookkeeping actions. */
export function actionTypes(store: { getActions(): UnknownAction[] }): string[] {
  return store
    .getActions()
    .map((action) => action.type)
    .filter((type) => !type.startsWith('api/internal'));
}
