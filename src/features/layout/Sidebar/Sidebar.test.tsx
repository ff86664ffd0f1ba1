import { screen, within } from '@testing-library/react';
import { Sidebar } from '@/features/layout/Sidebar/Sidebar';
import { SUPPORT_EMAIL } from '@/shared/config';
import { render } from '@/test/utils';
import { loggedInStore, visitorStore } from '@/test/utils';

const renderSidebar = (store = visitorStore(), route = '/education/all') =>
  render(<Sidebar drawer={false} open={false} onClose={() => undefined} />, {
    store,
    route,
  });

describe('Sidebar (SPEC §2)', () => {
  test('visitors: Learning and Events are links, the other items are locked buttons', () => {
    renderSidebar();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Learning' })).toHaveAttribute(
      'href',
      '/education/all',
    );
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'href',
      '/events/all',
    );
    for (const name of ['Home', 'News', 'Community (soon)', 'Personal account', 'Favorites']) {
      const button = within(nav).getByRole('button', { name: `${name} (log in to open)` });
      expect(within(button).getByTestId('lock-badge')).toBeInTheDocument();
      expect(
        within(nav).queryByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) }),
      ).not.toBeInTheDocument();
    }
  });

  test('a locked item opens the auth prompt and remembers the section instead of navigating', async () => {
    const { store, user } = renderSidebar();
    await user.click(screen.getByRole('button', { name: 'News (log in to open)' }));
    expect(store.getState().auth.authPromptOpen).toBe(true);
    expect(store.getState().auth.wantedPath).toBe('/media');
  });

  test('signed-in users get plain links without locks, the current section marked', () => {
    renderSidebar(loggedInStore(), '/education/course/3');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryAllByTestId('lock-badge')).toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/main');
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('href', '/media');
    expect(within(nav).getByRole('link', { name: 'Community (soon)' })).toHaveAttribute(
      'href',
      '/communities/all',
    );
    expect(within(nav).getByRole('link', { name: 'Personal account' })).toHaveAttribute(
      'href',
      '/personal',
    );
    expect(within(nav).getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/favorites/all',
    );
    expect(within(nav).getByRole('link', { name: 'Learning' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the logo links to /main when authorized and to learning for visitors', () => {
    const { unmount } = renderSidebar(loggedInStore());
    expect(
      screen.getByRole('link', { name: 'EduCommunity — go to the home page' }),
    ).toHaveAttribute('href', '/main');
    unmount();
    renderSidebar();
    expect(
      screen.getByRole('link', { name: 'EduCommunity — go to the home page' }),
    ).toHaveAttribute('href', '/education/all');
  });

  test('the beta notice gives the support email', () => {
    renderSidebar();
    expect(screen.getByText('Beta version')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
  });

  test('as a drawer it has a close button and Escape closes it', async () => {
    const onClose = jest.fn();
    const { user } = render(<Sidebar drawer open onClose={onClose} />, {
      store: visitorStore(),
    });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('an open drawer wraps Tab from its last control and makes the page behind inert', async () => {
    function Page({ open }: { open: boolean }) {
      return (
        <div>
          <button>Menu</button>
          <Sidebar drawer open={open} onClose={() => undefined} />
          <main>
            <button>Behind</button>
          </main>
        </div>
      );
    }
    const { user, rerender } = render(<Page open={false} />, { store: visitorStore() });
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    rerender(<Page open />);
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    expect(menu).toHaveAttribute('inert');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');
    screen.getByRole('link', { name: SUPPORT_EMAIL }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'EduCommunity — go to the home page' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveFocus();
    rerender(<Page open={false} />);
    expect(menu).not.toHaveAttribute('inert');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(menu).toHaveFocus();
  });

  test('a closed drawer is inert', () => {
    const { container } = render(<Sidebar drawer open={false} onClose={() => undefined} />, {
      store: visitorStore(),
    });
    expect(container.querySelector('aside')).toHaveAttribute('inert');
  });
});
