/** Renders a learning page at a URL inside its route pattern (the pages read route params). */
import type { ReactElement } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import type { AppStore, RootState } from '@/app/store';
import { emptyAuthState } from '@/features/auth/authSlice';
import type { Locale } from '@/shared/config';
import { renderWithProviders } from '@/test/renderWithProviders';

export const signedIn = {
  auth: { ...emptyAuthState, accessToken: 'a1', refreshToken: 'r1' },
} satisfies Partial<RootState>;
export const visitor = { auth: emptyAuthState } satisfies Partial<RootState>;

/** Prints the current location and offers the browser's Back and Forward, for URL round trips. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <div data-testid="location">{`${location.pathname}${location.search}`}</div>
      <button type="button" onClick={() => navigate(-1)}>
        history back
      </button>
      <button type="button" onClick={() => navigate(1)}>
        history forward
      </button>
    </div>
  );
}

export function renderRoute(
  pattern: string,
  page: ReactElement,
  route: string,
  options: { preloadedState?: Partial<RootState>; locale?: Locale; store?: AppStore } = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </>,
    {
      route,
      preloadedState: options.preloadedState ?? signedIn,
      locale: options.locale,
      store: options.store,
    },
  );
}
