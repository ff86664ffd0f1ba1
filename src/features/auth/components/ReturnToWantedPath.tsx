import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectWantedPath, wantedPathCleared } from '@/features/auth/authSlice';
import { safeWantedPath } from '@/features/auth/safeWantedPath';

/**
 * Where a signed-in user on /auth or /register goes: back to the page they wanted before the
 * login (only a path of this site, safeWantedPath), else /main (SPEC §4). The guest-only guard
 * renders this as soon as the tokens arrive, so there is one redirect, not two racing ones.
 * The target is read once: the wanted path is then forgotten, and must not change it.
 */
export function ReturnToWantedPath() {
  const dispatch = useAppDispatch();
  const wanted = useAppSelector(selectWantedPath);
  const [target] = useState(() => safeWantedPath(wanted));
  useEffect(() => {
    dispatch(wantedPathCleared());
  }, [dispatch]);
  return <Navigate to={target} replace />;
}
