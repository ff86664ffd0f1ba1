import { screen, waitFor } from '@testing-library/react';
import { Sidebar } from '@/features/layout/Sidebar/Sidebar';
import { render, visitorStore } from '@/test/utils';
import { authPromptOpened, wantedPathSaved } from '@/features/auth/authSlice';
import { AuthPrompt } from './AuthPrompt';

describe('AuthPrompt', () => {
  // The dialogs' first focus (initialFocus, ACCESSIBILITY.md): a dialog without a form starts
  // on its heading, so a screen reader reads what it asks before any action; before, the focus
  // went to Register, its first button.
  test('opened from a locked menu item, it takes the focus on its heading and gives it back on Escape', async () => {
    const { user } = render(
      <>
        <Sidebar drawer={false} open={false} onClose={() => undefined} />
        <AuthPrompt />
      </>,
      { store: visitorStore(), route: '/education/all' },
    );
    const news = screen.getByRole('button', { name: 'News (log in to open)' });
    await user.click(news);
    await screen.findByRole('dialog', { name: 'Log in to continue' });
    expect(screen.getByRole('heading', { name: 'Log in to continue' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(news).toHaveFocus();
  });

  test('asked for a session test, it says the login is for the test', async () => {
    const store = visitorStore();
    store.dispatch(wantedPathSaved('/education/module/tests/21?module=11'));
    store.dispatch(authPromptOpened());
    render(<AuthPrompt />, { store, route: '/education/module/11' });
    const dialog = await screen.findByRole('dialog', { name: 'Log in to continue' });
    // Before: "…to open the home page, news, the community, favorites and your personal account."
    expect(dialog).toHaveTextContent(/to take this test/);
    expect(dialog).not.toHaveTextContent(/news/);
  });
});
