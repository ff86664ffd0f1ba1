import { act, screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { OfflineBanner } from './OfflineBanner';

test('a banner appears while the browser is offline and goes when it is back', () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  render(<OfflineBanner />);
  expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();

  onLine.mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
  expect(screen.getByRole('status')).toHaveTextContent('You are offline');

  onLine.mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  onLine.mockRestore();
});
