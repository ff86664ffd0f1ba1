/**
 * One listener middleware per store (so tests get fresh timers and listeners per store).
 * `startAppListening` is typed with the whole state via `.withTypes`; each feature exports an
 * `add...Listeners(startListening)` function that registers its side effects through it, which
 * keeps imports one-way (features never import app/ for this).
 */
import { createListenerMiddleware, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { addSessionBroadcastListeners } from '@/shared/api/sessionSync';
import { noTabCoordination, type TabCoordination } from '@/shared/api/tabCoordination';
import { addAuthListeners } from '@/features/auth/authListeners';
import { addFavoritesListeners } from '@/features/favorites/favoritesListeners';
import { addTestProgressListeners } from '@/features/learning/test/testProgressListeners';
import { addPreferencesListeners } from '@/features/preferences/preferencesListeners';
import { addReferencesListeners } from '@/features/references/referencesListeners';
import { addSnackbarListeners } from '@/features/snackbar/snackbarListeners';
import type { AppDispatch, RootState } from './store';

/** `tabs`: how this tab announces its session changes to the other tabs (see makeStore). */
export function createAppListenerMiddleware(
  tabs: TabCoordination = noTabCoordination,
): ListenerMiddlewareInstance {
  const listenerMiddleware = createListenerMiddleware();
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
  addAuthListeners(startAppListening);
  // After the auth listeners, so the cookies hold a new pair before the other tabs hear of it.
  addSessionBroadcastListeners(startAppListening, tabs.channel);
  addSnackbarListeners(startAppListening);
  addPreferencesListeners(startAppListening);
  addReferencesListeners(startAppListening);
  addFavoritesListeners(startAppListening);
  addTestProgressListeners(startAppListening);
  return listenerMiddleware;
}
