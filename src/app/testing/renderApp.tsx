/**
 * Renders the whole route table at `route` with the core's renderWithProviders (fresh store,
 * react-intl, MemoryRouter) plus a probe that shows the current location.
 */
import { useLocation } from 'react-router';
import { screen } from '@testing-library/react';
import { AppRoutes } from '@/app/router';
import { NavigatorBridge } from '@/app/routes/NavigatorBridge';
import type { AppStore } from '@/app/store';
import { renderWithProviders } from '@/test/renderWithProviders';
import { visitorStore } from '@/test/testStore';
import type { Profile } from '@/shared/contract/profile';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${search}${hash}`}</output>;
}

export function renderApp(route: string, store: AppStore = visitorStore()) {
  const result = renderWithProviders(
    <>
      <NavigatorBridge />
      <AppRoutes />
      <LocationProbe />
    </>,
    { store, route },
  );
  return { ...result, location: () => screen.getByTestId('location').textContent };
}

export const anna: Profile = {
  id: 1,
  first_name: 'Anna',
  last_name: 'Petrova',
  middle_name: 'Sergeevna',
  email: 'anna@demo.edu',
  phone: '',
  photo: null,
  city: null,
  specialization: null,
  about: '',
  is_published: false,
  work_place: null,
  education: null,
};
