import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/utils';
import { Textarea } from '@/shared/ui/Textarea/Textarea';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and links hint and error with aria-describedby', () => {
    render(
      <TextField label="Email" hint="We send a code there" error="Fill in your email" required />,
    );
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Fill in your email We send a code there');
  });

  it('without error is not invalid and describes itself with the hint only', () => {
    render(<TextField label="Name" hint="As in your passport" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As in your passport');
  });

  it('reports typing through onChange', async () => {
    const onChange = jest.fn();
    render(<TextField label="City" onChange={(e) => onChange(e.target.value)} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Kazan');
    expect(onChange).toHaveBeenLastCalledWith('Kazan');
  });
});

describe('Textarea', () => {
  it('has 5 rows by default and honours an explicit rows prop', () => {
    const { rerender } = render(<Textarea label="About" />);
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveAttribute('rows', '5');
    rerender(<Textarea label="About" rows={3} />);
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveAttribute('rows', '3');
  });

  it('shows its error', () => {
    render(<Textarea label="About" error="Required" />);
    expect(screen.getByRole('textbox', { name: 'About' })).toHaveAccessibleDescription('Required');
  });
});
