import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/utils';
import { Chips } from '@/shared/ui/Chips/Chips';
import { RadioGroup } from '@/shared/ui/Radio/Radio';
import { Switch } from '@/shared/ui/Switch/Switch';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by clicking its label and reports the checked state', async () => {
    const onChange = jest.fn();
    render(<Checkbox label="I agree" hint="Required to continue" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Required to continue');
    await userEvent.click(screen.getByText('I agree'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('RadioGroup', () => {
  it('selects one option and uses the legend as group name', async () => {
    function Harness() {
      const [value, setValue] = useState<'online' | 'offline' | null>(null);
      const options = [
        { value: 'online' as const, label: 'Online' },
        { value: 'offline' as const, label: 'Offline' },
      ];
      return <RadioGroup legend="Format" options={options} value={value} onChange={setValue} />;
    }
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Format' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Offline' }));
    expect(screen.getByRole('radio', { name: 'Offline' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Online' })).not.toBeChecked();
  });
});

describe('Switch', () => {
  it('is a switch with aria-checked that flips on click', async () => {
    const onChange = jest.fn();
    render(<Switch label="Dark theme" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('Chips', () => {
  const items = [
    { id: 1, name: 'Design' },
    { id: 2, name: 'Math' },
  ];
  it('toggles chips (aria-pressed) in multiple mode', async () => {
    const onChange = jest.fn();
    render(<Chips label="Themes" items={items} selected={[1]} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Math' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Design' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps a single chip in single mode', async () => {
    const onChange = jest.fn();
    render(<Chips label="Type" single items={items} selected={[1]} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Math' }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
  });
});
