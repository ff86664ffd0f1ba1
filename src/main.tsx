/**
 * The browser entry: global styles, the store and startup here; the screens and the render in
 * ./app/renderApp.tsx, evaluated in the next task (the router lives in App).
 * A page the server rendered (src/server.tsx) carries its state in a JSON script element: a
 * visitor's browser takes the API cache from it and hydrates the HTML; a browser in another
 * state than the server rendered (README "Server rendering") renders from scratch instead, once
 * it has its screen's data (./app/screenData.ts).
 */
import '@/shared/styles/global.css';
import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore, type RootState } from '@/app/store';
import { browserTabCoordination } from '@/shared/api/tabCoordination';
import { appStarted } from '@/shared/lib/appEvents';
import { readServerState, renderedAsThisBrowser } from '@/app/serverState';
import { serverStateReceived } from '@/shared/api/serverState';
import { markLoadedToday } from './app/routes/dailyReload';
import { watchTextSpacing } from '@/shared/lib/textSpacing';

// This document is fresh: it counts as today's daily reload (see dailyReload.ts).
markLoadedToday();
// A reader's own text spacing lifts the design's clamps (WCAG 1.4.12; textSpacing.ts).
watchTextSpacing();

const serverState = readServerState(document);
// One session across the tabs: one refresh at a time, logins and logouts shared (REAUTH.md).
// The reference lists are public, the same for everyone: taken from the server in any case.
const store = makeStore(
  serverState ? { references: serverState.references as RootState['references'] } : undefined,
  { tabs: browserTabCoordination() },
);
const hydrate = serverState !== null && renderedAsThisBrowser(store.getState(), serverState.locale);
if (serverState && hydrate) store.dispatch(serverStateReceived(serverState));
// Focus and online events for refetchOnFocus / refetchOnReconnect (shared/api/baseApi.ts). The
// app's store only: tests make their own stores and decide when a refetch happens.
setupListeners(store.dispatch);

// The app's screens are evaluated, and rendered, in a task after this one (./app/renderApp.tsx):
// this script's evaluation was one task of 130–240 ms at 4× CPU on a course page, blocking a
// reader's first input; now two of 60–160 and 30–90 ms.
setTimeout(() => {
  void import(/* webpackMode: "eager" */ './app/renderApp').then(({ renderApp }) =>
    renderApp(store, serverState, hydrate),
  );
}, 0);
// Reads nothing new (tokens are read when the store is made); loads the reference and filter
// lists, and the profile and favorites when authorized (SPEC §2). After a server render the
// lists the page carried are in the references slice already: no request for them. In a task of
// its own: its half a dozen query dispatches made the entry's task a third longer, and that task
// blocks the reader's first input (README "Web performance").
setTimeout(() => store.dispatch(appStarted()), 0);
