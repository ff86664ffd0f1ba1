import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { render } from '@/test/utils';
import { Dialog } from '@/shared/ui/Dialog/Dialog';
import { Modal, MODAL_CLOSE_MS, MODAL_OPEN_DELAY_MS } from './Modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={close} title="Settings">
        <input aria-label="Name" />
        <button>Apply</button>
      </Modal>
    </>
  );
}

const backdrop = () => screen.getByTestId('modal-backdrop');

describe('Modal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('mounts at once and gets its open class 10 ms later', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(backdrop()).not.toHaveClass('open');
    act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS - 1));
    expect(backdrop()).not.toHaveClass('open');
    act(() => jest.advanceTimersByTime(1));
    expect(backdrop()).toHaveClass('open');
    expect(MODAL_OPEN_DELAY_MS).toBe(10);
  });

  it('renders in a portal on document.body', () => {
    const { container } = render(<Modal open onClose={() => {}} title="T" />);
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(document.body.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('closes on Escape: loses the open class at once, unmounts after 200 ms, focus returns to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(backdrop()).not.toHaveClass('open');
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS - 1));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(MODAL_CLOSE_MS).toBe(200);
  });

  it('closes on a backdrop click but not on a click inside the panel', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('textbox'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('the close button closes it', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('traps Tab inside the dialog in both directions', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Close' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(apply).toHaveFocus();
  });

  // The dialogs' first focus (initialFocus in shared/ui/hooks/focusTrap.ts, ACCESSIBILITY.md).
  it('a form dialog starts on its first field, even when a button comes before it', () => {
    render(
      <Modal open onClose={() => {}} title="Rename">
        <button type="button">Help</button>
        <input aria-label="New name" />
      </Modal>,
    );
    expect(screen.getByRole('textbox', { name: 'New name' })).toHaveFocus();
  });

  it('a dialog without a form starts on its heading; one without a heading on its first control, never Close', () => {
    const { unmount } = render(
      <Modal open onClose={() => {}} title="Handout" footer={<a href="/h.pdf">Open</a>}>
        <p>Text</p>
      </Modal>,
    );
    const heading = screen.getByRole('heading', { name: 'Handout' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1'); // focused by the dialog, never by Tab
    unmount();
    render(
      <Modal open onClose={() => {}} aria-label="Story: One">
        <button type="button">Pause</button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus();
  });

  it('makes the page behind inert while mounted and restores it before focus returns', () => {
    const { container } = render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    const page = container; // Testing Library's root: a sibling of the portal on <body>
    opener.focus();
    fireEvent.click(opener);
    expect(page).toHaveAttribute('inert');
    expect(backdrop()).not.toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    act(() => jest.advanceTimersByTime(MODAL_CLOSE_MS - 1));
    expect(page).toHaveAttribute('inert');
    act(() => jest.advanceTimersByTime(1));
    expect(page).not.toHaveAttribute('inert');
    expect(opener).toHaveFocus();
  });
});

describe('Dialog', () => {
  it('shows title, body and Cancel / confirm actions', () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    render(
      <Dialog
        open
        onClose={onClose}
        onConfirm={onConfirm}
        title="Leave the test?"
        confirmLabel="Leave"
      >
        Your answers will be lost.
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Leave the test?' })).toHaveTextContent(
      'Your answers will be lost.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onConfirm).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('a confirmation starts on its heading, neither on Cancel nor on the action it confirms', () => {
    render(
      <Dialog
        open
        onClose={() => {}}
        onConfirm={() => {}}
        title="Leave the test?"
        confirmLabel="Leave"
      >
        Your answers will be lost.
      </Dialog>,
    );
    expect(screen.getByRole('heading', { name: 'Leave the test?' })).toHaveFocus();
  });

  it('uses Russian default labels', () => {
    render(<Dialog open onClose={() => {}} onConfirm={() => {}} title="?" />, { locale: 'ru' });
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
  });
});
