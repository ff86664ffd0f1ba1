/**
 * A "Log in" on a public page (a session, a course, a paid lock, the header): the page is saved as
 * the wanted path first, so the login (or registration) it leads to comes back to it
 * (GuestOnly -> ReturnToWantedPath), as a protected route's guard does for its path. Without it
 * a learner who opened a shared session and logged in to save their progress ended on /main.
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { authPromptOpened, wantedPathSaved } from './authSlice';

export function useLogInHere() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  /** Before following a link to /auth or /register. */
  const rememberHere = useCallback(() => void dispatch(wantedPathSaved(here)), [dispatch, here]);
  /** The auth prompt, whose Log in and Register come back here. */
  const askToLogIn = useCallback(() => {
    rememberHere();
    dispatch(authPromptOpened());
  }, [dispatch, rememberHere]);
  /**
   * The auth prompt for a protected page linked from this public one (a session's test): the
   * login comes back to that page, and the reader stays here meanwhile. Following the link let
   * the route guard ask instead, which first replaced the session with the learning list.
   */
  const askToLogInFor = useCallback(
    (path: string) => {
      dispatch(wantedPathSaved(path));
      dispatch(authPromptOpened());
    },
    [dispatch],
  );
  return { rememberHere, askToLogIn, askToLogInFor };
}
