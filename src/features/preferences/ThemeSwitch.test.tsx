import { screen } from '@testing-library/react';
import { makeStore } from '@/app/store';
import { ThemedLogo } from '@/features/layout/ThemedLogo';
import { hydrateFromServer } from '@/test/hydrateFromServer';
import { ThemeSwitch } from './ThemeSwitch';

describe('markup that follows the theme, on a server-rendered page', () => {
  let errors: jest.SpyInstance;
  let unmount = () => {};
  beforeEach(() => {
    errors = jest.spyOn(console, 'error');
  });
  afterEach(() => {
    unmount();
    errors.mockRestore();
  });

  it('a reader who chose dark hydrates the light page as it is, then gets the dark switch and logo', () => {
    // The server renders for the default theme; this browser's store has dark chosen.
    const server = makeStore({ preferences: { locale: 'en', theme: null } });
    const browser = makeStore({ preferences: { locale: 'en', theme: 'dark' } });
    unmount = hydrateFromServer(
      <>
        <ThemeSwitch />
        <ThemedLogo width={120} />
      </>,
      { stores: { server, browser } },
    );
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(document.querySelector('svg[role="img"]')).toHaveAttribute('data-theme', 'white');
  });
});
