/**
 * Route guards (SPEC §4, §6).
 * - RequireAuth: protected screens. A visitor's wanted path is saved, they land on the learning
 *   list and the auth prompt opens. Decision: the module test page is protected (SPEC §4 lists it
 *   neither among the public routes, and its API answers 401 without a token). A session that ends
 *   while a protected screen is shown (Exit here or in another tab, a failed renewal) goes to /auth.
 * - GuestOnly: /auth and /register send an authorized user (both tokens, SPEC §4) on: to the
 *   wanted path saved before a login (a same-site path only), else to /main. A lone access token
 *   is no session: checking only it made the login form unreachable for such a browser.
 * - PublicRoute: the public screens, which force one reload per calendar day (dailyReload.ts).
 */
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { authPromptOpened, selectIsAuthorized, wantedPathSaved } from '@/features/auth/authSlice';
import { ReturnToWantedPath } from '@/features/auth/components/ReturnToWantedPath';
import { applyDailyReload } from './dailyReload';
import { HOME_FOR_VISITORS, paths } from '@/shared/routes/paths';

export function RequireAuth() {
  const authorized = useAppSelector(selectIsAuthorized);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // A session that ends on this screen is not a visitor arriving: it goes to /auth (SPEC §4), not
  // to the learning list. Exit and a failed renewal navigate there themselves in the same task,
  // so this screen is normally gone already; a logout in another tab has no one else to do it.
  const wasAuthorized = useRef(authorized);

  useEffect(() => {
    const sessionEndedHere = wasAuthorized.current && !authorized;
    wasAuthorized.current = authorized;
    if (authorized) return;
    if (sessionEndedHere) {
      navigate(paths.auth(), { replace: true });
      return;
    }
    dispatch(wantedPathSaved(`${pathname}${search}${hash}`));
    dispatch(authPromptOpened());
    navigate(HOME_FOR_VISITORS, { replace: true });
  }, [authorized, dispatch, navigate, pathname, search, hash]);

  // Nothing of the protected screen renders for a visitor, not even for one frame.
  return authorized ? <Outlet /> : null;
}

/** Authorized: back to the wanted path (after a login) or /main (ReturnToWantedPath). */
export function GuestOnly() {
  const authorized = useAppSelector(selectIsAuthorized);
  return authorized ? <ReturnToWantedPath /> : <Outlet />;
}

export function PublicRoute() {
  const { pathname } = useLocation();
  useEffect(() => {
    applyDailyReload();
  }, [pathname]);
  return <Outlet />;
}
