import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Switch } from './Switch';

function Saving({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <Switch
      checked={checked}
      busy={busy}
      label="Public profile"
      onChange={(next) => {
        onChange(next);
        setChecked(next);
        setBusy(true);
      }}
    />
  );
}

describe('Switch', () => {
  it('while its change is saved: keeps the focus, says it is busy, and ignores presses', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Saving onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Public profile' });
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
