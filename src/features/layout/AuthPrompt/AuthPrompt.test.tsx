import { screen, waitFor } from '@testing-library/react';
import { Sidebar } from '@/features/layout/Sidebar/Sidebar';
import { render, visitorStore } from '@/test/utils';
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
});
