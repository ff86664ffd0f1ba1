import { createEvent, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@/test/utils';
import { CodeInput } from './CodeInput';
import { fillFromText } from './codeDigits';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((b) => b.value);

describe('CodeInput (SPEC §5.1)', () => {
  it('has 4 labelled numeric boxes by default; only the first autocompletes the one-time code', () => {
    render(<CodeInput onChange={() => {}} />);
    expect(boxes()).toHaveLength(4);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 4' })).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    expect(screen.getByRole('textbox', { name: 'Digit 2 of 4' })).toHaveAttribute(
      'autocomplete',
      'off',
    );
    boxes().forEach((box) => expect(box).toHaveAttribute('inputmode', 'numeric'));
  });

  it('honours the length prop', () => {
    render(<CodeInput length={6} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeInTheDocument();
  });

  it('key by key: digits move forward, a letter clears, Backspace clears and moves back; the code is reported each time', async () => {
    const onChange = jest.fn();
    const onComplete = jest.fn();
    render(<CodeInput onChange={onChange} onComplete={onComplete} />);
    const [b1, b2, b3, b4] = boxes();
    await userEvent.click(b1);

    await userEvent.keyboard('1');
    expect(values()).toEqual(['1', '', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('1');
    expect(b2).toHaveFocus();

    await userEvent.keyboard('2');
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(b3).toHaveFocus();

    await userEvent.keyboard('7');
    expect(b4).toHaveFocus();
    b3.focus();
    await userEvent.keyboard('x');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(onChange).toHaveBeenLastCalledWith('12');
    expect(b3).toHaveFocus();

    await userEvent.keyboard('3');
    await userEvent.keyboard('4');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(onChange).toHaveBeenLastCalledWith('1234');
    expect(onComplete).toHaveBeenCalledWith('1234');

    await userEvent.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '2', '3', '']);
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(b3).toHaveFocus();

    await userEvent.keyboard('{Delete}');
    expect(values()).toEqual(['1', '2', '', '']);
    expect(b2).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(8);
  });

  it('Backspace on the first box stays there', async () => {
    render(<CodeInput onChange={() => {}} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('pasting a whole code fills every box', () => {
    const onChange = jest.fn();
    render(<CodeInput onChange={onChange} />);
    const paste = createEvent.paste(boxes()[0], { clipboardData: { getData: () => ' 98-76 ' } });
    fireEvent(boxes()[0], paste);
    expect(values()).toEqual(['9', '8', '7', '6']);
    expect(onChange).toHaveBeenLastCalledWith('9876');
  });

  it('WCAG 3.3.8: a user pasting the code from the email (no transcribing) fills every box', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<CodeInput onChange={onChange} />);
    await user.click(boxes()[0]);
    await user.paste('Your code: 4 8 1 5');
    expect(values()).toEqual(['4', '8', '1', '5']);
    expect(onChange).toHaveBeenLastCalledWith('4815');
    // Pasting into a later box still fills the code from the first box.
    await user.click(boxes()[2]);
    await user.paste('2719');
    expect(values()).toEqual(['2', '7', '1', '9']);
    expect(onChange).toHaveBeenLastCalledWith('2719');
  });

  it('an autofilled code arriving as one input event fills every box', () => {
    const onChange = jest.fn();
    render(<CodeInput onChange={onChange} />);
    fireEvent.change(boxes()[0], { target: { value: '4321' } });
    expect(values()).toEqual(['4', '3', '2', '1']);
    expect(onChange).toHaveBeenLastCalledWith('4321');
  });

  it('clears every box when the error flag rises, and marks them invalid', async () => {
    const { rerender } = render(<CodeInput onChange={() => {}} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('5555');
    expect(values()).toEqual(['5', '5', '5', '5']);
    rerender(<CodeInput onChange={() => {}} error errorText="Invalid code" />);
    expect(values()).toEqual(['', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    expect(boxes()[0]).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid code');
    // Each box is described by the error, read again whenever the reader comes back to it.
    boxes().forEach((box) => expect(box).toHaveAccessibleDescription('Invalid code'));
  });

  it('disables the boxes while loading', () => {
    render(<CodeInput onChange={() => {}} loading />);
    boxes().forEach((box) => expect(box).toBeDisabled());
  });

  it('reads Russian labels', () => {
    render(<CodeInput onChange={() => {}} />, { locale: 'ru' });
    expect(screen.getByRole('textbox', { name: 'Цифра 1 из 4' })).toBeInTheDocument();
  });

  it('fillFromText keeps digits only, in order, padded', () => {
    expect(fillFromText('a1b2', 4)).toEqual(['1', '2', '', '']);
    expect(fillFromText('123456', 4)).toEqual(['1', '2', '3', '4']);
  });
});
