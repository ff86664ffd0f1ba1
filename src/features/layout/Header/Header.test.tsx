import { screen } from '@testing-library/react';
import { render, visitor } from '@/test/utils';
import { Header } from './Header';

describe('Header', () => {
  it("a visitor's Log in leads to /auth and the login comes back to the page it was on", async () => {
    const { store, user, location } = render(
      <Header phone={false} menuOpen={false} onMenuToggle={() => {}} />,
      {
        path: '/education/module/:id',
        route: '/education/module/11?from=share#materials',
        preloadedState: visitor,
      },
    );
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(location()).toBe('/auth');
    expect(store.getState().auth.wantedPath).toBe('/education/module/11?from=share#materials');
  });
});
