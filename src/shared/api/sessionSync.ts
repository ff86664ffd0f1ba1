/**
 * One session across the tabs of a browser (REAUTH.md "Tabs"). The cookies are the shared truth:
 * every tab writes its new pair there (auth listeners). This module
 * - announces this tab's new tokens and its Exit on the tab channel,
 * - applies what other tabs announce: their pair is adopted (a login shows here too, a renewal
 *   spares this tab its own), their logout ends the session here without any further API call,
 * - compares the store with the cookies when the tab becomes visible again, and before a refresh
 *   (reauthBaseQuery, under the tab lock), for browsers without a channel or missed messages.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { StartListeningFor } from '@/shared/lib/listenerTypes';
import { currentPath } from '@/shared/lib/navigation';
import {
  issuedTogether,
  readTokensFromCookies,
  secondsUntilExpiry,
  tokenSubject,
} from '@/shared/lib/tokenCookies';
import {
  loggedOut,
  tokensAdoptedFromAnotherTab,
  tokensReceived,
  type SessionState,
} from './sessionEvents';
import type { SessionMessage, TabChannel, TabCoordination } from './tabCoordination';

interface StoreLike {
  dispatch: Dispatch;
  getState: () => unknown;
}

const session = (store: StoreLike) => (store.getState() as SessionState).auth;

/**
 * Takes another tab's pair. When it belongs to someone else (a logout and another person's login
 * there, whose messages this tab missed), this tab's session ends first, so nothing cached for
 * the previous person stays on screen or in the API cache.
 */
function adopt(store: StoreLike, pair: { access: string; refresh: string }): void {
  const mine = session(store).accessToken;
  const before = mine ? tokenSubject(mine) : null;
  const after = tokenSubject(pair.access);
  if (before !== null && after !== null && before !== after) endedElsewhere(store);
  store.dispatch(tokensAdoptedFromAnotherTab(pair));
}

/**
 * 'adopted': the cookies held another complete pair, now in the store; 'same': nothing to do;
 * 'none': no cookies at all; 'partial': one cookie only, or two of different pairs (another tab
 * is mid-write): ignored.
 */
export type CookieComparison = 'adopted' | 'same' | 'none' | 'partial';

export function adoptSessionFromCookies(store: StoreLike): CookieComparison {
  const stored = readTokensFromCookies();
  const mine = session(store);
  if (stored.accessToken && stored.refreshToken) {
    if (stored.accessToken === mine.accessToken && stored.refreshToken === mine.refreshToken)
      return 'same';
    // Another tab writes the two cookies one after the other: a read between the writes sees its
    // new access token beside the old, already rotated refresh token. Adopting that torn pair
    // would later present the rotated token (reuse: the session is revoked), so it is ignored.
    if (!issuedTogether(stored.accessToken, stored.refreshToken)) return 'partial';
    adopt(store, { access: stored.accessToken, refresh: stored.refreshToken });
    return 'adopted';
  }
  return stored.accessToken || stored.refreshToken ? 'partial' : 'none';
}

/**
 * Another tab ended the session, or its cookies are gone: end it here too (the protected screen's
 * guard goes to /auth). If this tab's refresh token has expired, the cookies went with it (they
 * live as long as it does): the session ended by itself, and the login says so. Else a tab hidden
 * across the session's end (30 days after sign-in, whatever the refreshes: server/auth/DECISIONS.md)
 * came back to the login without a word why.
 */
function endedElsewhere(store: StoreLike): void {
  const { accessToken, refreshToken } = session(store);
  if (!accessToken && !refreshToken) return;
  const lapsed = refreshToken !== null && secondsUntilExpiry(refreshToken) === 0;
  store.dispatch(loggedOut({ reason: 'elsewhere', from: currentPath(), lapsed }));
}

function receive(store: StoreLike, message: SessionMessage): void {
  if (message.type === 'loggedOut') {
    endedElsewhere(store);
    return;
  }
  const mine = session(store);
  if (mine.accessToken === message.access && mine.refreshToken === message.refresh) return;
  adopt(store, { access: message.access, refresh: message.refresh });
}

/** Back in view: the cookies say whether another tab logged in, renewed or logged out meanwhile. */
function checkCookies(store: StoreLike): void {
  if (adoptSessionFromCookies(store) === 'none') endedElsewhere(store);
}

/** Outgoing: this tab's own new tokens and its own logouts (never what it adopted from others). */
export function addSessionBroadcastListeners(
  startListening: StartListeningFor<SessionState>,
  channel: TabChannel | null,
): void {
  if (!channel) return;
  startListening({
    actionCreator: tokensReceived,
    effect: ({ payload }) =>
      channel.post({ type: 'tokens', access: payload.access, refresh: payload.refresh }),
  });
  startListening({
    actionCreator: loggedOut,
    effect: ({ payload }) => {
      if (payload.reason !== 'elsewhere') channel.post({ type: 'loggedOut' });
    },
  });
}

/** Incoming: messages of the other tabs and the visibility check. Returns a function that stops both. */
export function listenToOtherTabs(store: StoreLike, tabs: TabCoordination): () => void {
  const stops = [
    tabs.channel?.listen((message) => receive(store, message)),
    tabs.onVisible?.(() => checkCookies(store)),
  ];
  return () => stops.forEach((stop) => stop?.());
}
