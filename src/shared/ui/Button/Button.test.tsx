import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { render } from '@/test/utils';
import { IconButton } from '@/shared/ui/IconButton/IconButton';
import { Button } from './Button';

describe('Button', () => {
  it('renders a standard-size (md, 44 px) primary button by default that clicks', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveClass('button', 'primary', 'md');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'outline', 'secondary', 'black', 'text'] as const)(
    'applies the %s theme',
    (theme) => {
      render(<Button theme={theme}>Go</Button>);
      expect(screen.getByRole('button')).toHaveClass(theme);
    },
  );

  it('shows a spinner, sets aria-busy and blocks clicks while loading', async () => {
    const onClick = jest.fn();
    render(
      <Button loading onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus while loading (a disabled button would drop it to the page)', () => {
    const { rerender } = render(<Button onClick={() => undefined}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    rerender(
      <Button loading onClick={() => undefined}>
        Save
      </Button>,
    );
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
  });

  it("a loading submit button does not send its form again (a click or the form's Enter)", async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Anna{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled without aria-busy when disabled', () => {
    render(<Button disabled>Send</Button>);
    expect(screen.getByRole('button')).toBeDisabled();
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
  });

  it('renders a router link with `to` and navigates', async () => {
    render(
      <Routes>
        <Route path="/" element={<Button to="/education/all">Learning</Button>} />
        <Route path="/education/all" element={<p>Catalogue</p>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Learning' });
    expect(link).toHaveAttribute('href', '/education/all');
    await userEvent.click(link);
    expect(screen.getByText('Catalogue')).toBeInTheDocument();
  });

  it('a disabled link does not navigate', async () => {
    render(
      <Routes>
        <Route
          path="/"
          element={
            <Button to="/x" disabled>
              Nope
            </Button>
          }
        />
        <Route path="/x" element={<p>Moved</p>} />
      </Routes>,
    );
    const link = screen.getByRole('link', { name: 'Nope' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(screen.queryByText('Moved')).not.toBeInTheDocument();
  });
});

describe('IconButton', () => {
  it('exposes its aria-label as the accessible name and hides the icon', () => {
    render(<IconButton aria-label="Close" icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
