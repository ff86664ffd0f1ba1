import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '@/shared/lib/navigation';

/** Lets code outside React (the re-auth baseQuery, logout) navigate with the router. */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setNavigator((path) => {
        void navigate(path);
      }),
    [navigate],
  );
  return null;
}
