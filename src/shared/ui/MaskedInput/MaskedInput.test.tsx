import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MaskaDetail } from 'maska';
import { render } from '@/test/utils';
import { installSignalShim } from '@/shared/ui/jsdomSignalShim';
import { MaskedInput } from './MaskedInput';

installSignalShim();
import { PHONE_MASK } from './maskTokens';

function Phone({ onMaska }: { onMaska: (d: MaskaDetail) => void }) {
  const [value, setValue] = useState('');
  return (
    <MaskedInput
      label="Phone"
      type="tel"
      mask={PHONE_MASK}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onMaska={onMaska}
    />
  );
}

describe('MaskedInput', () => {
  it('formats a phone number while typing and reports masked, unmasked and completed', async () => {
    const onMaska = jest.fn();
    render(<Phone onMaska={onMaska} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '7916abc1234567');
    expect(input).toHaveValue('+7 (916) 123-45-67');
    expect(onMaska).toHaveBeenLastCalledWith({
      masked: '+7 (916) 123-45-67',
      unmasked: '79161234567',
      completed: true,
    });
  });

  it('uppercases with the A token', async () => {
    render(<MaskedInput label="Code" mask="AA-###" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'qw123');
    expect(input).toHaveValue('QW-123');
  });
});
