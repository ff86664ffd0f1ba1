/**
 * App-wide events that several features react to. `appStarted` is dispatched once by the app
 * shell after it creates the store (src/main.tsx); it starts loading the reference and filter
 * lists (SPEC §2) and, for a logged-in user, the favorites.
 */
import { createAction } from '@reduxjs/toolkit';

export const appStarted = createAction('app/started');
