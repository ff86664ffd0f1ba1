import { act, screen } from '@testing-library/react';
import { DRAWER_QUERY } from '@/shared/lib/useMediaQuery';
import { render, visitorStore } from '@/test/utils';
import { AppLayout } from './AppLayout';

/** A window of drawer width (below 1024 px) and above phone width. */
function drawerWidth() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query === DRAWER_QUERY,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
  return () => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  };
}

function goOffline() {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  return () => onLine.mockRestore();
}

describe('AppLayout: the offline banner', () => {
  test('sits in the content column, in one box with the header (not across the sidebar)', () => {
    render(<AppLayout />, { store: visitorStore(), route: '/education/all' });
    const back = goOffline();
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline');
    const header = screen.getByRole('banner');
    expect(banner.parentElement).toBe(header.parentElement);
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.closest('#main-content, aside')).toBeNull();
    back();
  });

  test('going offline while the drawer is open: the banner is announced, the page behind stays inert', async () => {
    const wide = drawerWidth();
    const { user } = render(<AppLayout />, { store: visitorStore(), route: '/education/all' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const back = goOffline();
    const banner = screen.getByRole('status');
    expect(banner.closest('[inert]')).toBeNull();
    expect(screen.getByRole('banner', { hidden: true })).toHaveAttribute('inert');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    back();
    wide();
  });
});
