/**
 * The browser entry: global styles, the store, startup, render (the router lives in App).
 * A page the server rendered (src/server.tsx) carries its state in a JSON script element: a
 * visitor's browser takes the API cache from it and hydrates the HTML; a browser in another
 * state than the server rendered (README "Server rendering") renders from scratch instead, once
 * it has its screen's data (./app/screenData.ts).
 */
import '@/shared/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore, type RootState } from '@/app/store';
import { browserTabCoordination } from '@/shared/api/tabCoordination';
import { appStarted } from '@/shared/lib/appEvents';
import { readServerState, renderedAsThisBrowser } from '@/app/serverState';
import { serverStateReceived } from '@/shared/api/serverState';
import { App } from './app/App';
import { markLoadedToday } from './app/routes/dailyReload';
import { fullStylesheetsLoaded } from './app/fullStylesheets';
import { screenDataLoaded } from './app/screenData';

// This document is fresh: it counts as today's daily reload (see dailyReload.ts).
markLoadedToday();

const serverState = readServerState(document);
// One session across the tabs: one refresh at a time, logins and logouts shared (REAUTH.md).
// The reference lists are public, the same for everyone: taken from the server in any case.
const store = makeStore(
  serverState ? { references: serverState.references as RootState['references'] } : undefined,
  { tabs: browserTabCoordination() },
);
const hydrate = serverState !== null && renderedAsThisBrowser(store.getState());
if (serverState && hydrate) store.dispatch(serverStateReceived(serverState));
// A browser drawing its own screen over the server's page: with its data, not skeletons first.
const screenData =
  serverState && !hydrate ? screenDataLoaded(store, serverState) : Promise.resolve();
// Reads nothing new (tokens are read when the store is made); loads the reference and filter
// lists, and the profile and favorites when authorized (SPEC §2). After a server render the
// lists the page carried are in the references slice already: no request for them. In a task of
// its own: its half a dozen query dispatches made the entry's task a third longer, and that task
// blocks the reader's first input (README "Web performance").
setTimeout(() => store.dispatch(appStarted()), 0);
// Focus and online events for refetchOnFocus / refetchOnReconnect (shared/api/baseApi.ts). The
// app's store only: tests make their own stores and decide when a refetch happens.
setupListeners(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <App store={store} timeZone={hydrate ? serverState?.timeZone : undefined} />
  </StrictMode>
);
// Hydration as a transition: React yields to the browser between components instead of one
// long task (the page is already painted and readable meanwhile).
if (hydrate) startTransition(() => void hydrateRoot(container, app));
// Rendering over a server's page it did not render: with the full stylesheets, not the page's
// critical CSS only (./app/fullStylesheets.ts), and with its data (./app/screenData.ts); the
// server's HTML stays on screen meanwhile.
else if (serverState)
  void Promise.all([fullStylesheetsLoaded(), screenData]).then(() =>
    createRoot(container).render(app),
  );
else createRoot(container).render(app);
