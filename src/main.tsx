/**
 * The browser entry: global styles, the store, startup, render (the router lives in App).
 */
import '@/shared/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore } from '@/app/store';
import { browserTabCoordination } from '@/shared/api/tabCoordination';
import { appStarted } from '@/shared/lib/appEvents';
import { App } from './app/App';
import { markLoadedToday } from './app/routes/dailyReload';

// This document is fresh: it counts as today's daily reload (see dailyReload.ts).
markLoadedToday();

// One session across the tabs: one refresh at a time, logins and logouts shared (REAUTH.md).
const store = makeStore(undefined, { tabs: browserTabCoordination() });
// Reads nothing new (tokens are read when the store is made); loads the reference and filter
// lists, and the profile and favorites when authorized (SPEC §2).
store.dispatch(appStarted());
// Focus and online events for refetchOnFocus / refetchOnReconnect (shared/api/baseApi.ts). The
// app's store only: tests make their own stores and decide when a refetch happens.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App store={store} />
  </StrictMode>,
);
