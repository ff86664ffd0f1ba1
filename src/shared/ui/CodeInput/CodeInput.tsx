import {
  useEffect,
  useId,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { CODE_LENGTH, emptyDigits, fillFromText, isDigit, joinDigits } from './codeDigits';
import { messages } from './messages';
import styles from './CodeInput.module.css';

interface CodeInputProps {
  /** Number of boxes (SPEC §5.1: 4). */
  length?: number;
  /** Called with the joined code after every key press, paste or autofill. */
  onChange: (code: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (code: string) => void;
  /** When this flag rises, all boxes clear and focus returns to the first box. */
  error?: boolean;
  errorText?: ReactNode;
  /** Boxes are disabled while loading (the code is being checked). */
  loading?: boolean;
  autoFocus?: boolean;
}

export function CodeInput({
  length = CODE_LENGTH,
  onChange,
  onComplete,
  error = false,
  errorText,
  loading = false,
  autoFocus = false,
}: CodeInputProps) {
  const intl = useIntl();
  const errorId = useId();
  const [digits, setDigits] = useState(() => emptyDigits(length));
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const wasError = useRef(error);

  useEffect(() => {
    if (error && !wasError.current) {
      setDigits(emptyDigits(length));
      boxes.current[0]?.focus();
    }
    wasError.current = error;
  }, [error, length]);

  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string[]) => {
    setDigits(next);
    const code = joinDigits(next);
    onChange(code);
    if (code.length === length) onComplete?.(code);
  };

  const setBox = (index: number, value: string) =>
    commit(digits.map((d, i) => (i === index ? value : d)));

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (event.ctrlKey || event.metaKey || event.altKey) return; // paste, shortcuts
    if (isDigit(key)) {
      event.preventDefault();
      setBox(index, key);
      focusBox(index + 1);
    } else if (key === 'Backspace' || key === 'Delete') {
      event.preventDefault();
      setBox(index, '');
      focusBox(index - 1);
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key.length === 1) {
      // Any other printable key clears the box (SPEC §5.1).
      event.preventDefault();
      setBox(index, '');
    }
  };

  // Virtual keyboards (key 'Unidentified') and SMS autofill arrive as input events instead.
  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.replace(/\D/g, '');
    if (value.length > 1) {
      commit(fillFromText(value, length));
      focusBox(value.length);
      return;
    }
    setBox(index, value);
    if (value) focusBox(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData('text');
    if (!/\d/.test(text)) return;
    const next = fillFromText(text, length);
    commit(next);
    focusBox(joinDigits(next).length);
  };

  return (
    <div className={styles.wrap}>
      <div role="group" aria-label={intl.formatMessage(messages.group)} className={styles.group}>
        {digits.map((digit, index) => (
          <input
            // Boxes are positional: the index is their identity.
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className={[styles.box, error && styles.invalid].filter(Boolean).join(' ')}
            value={digit}
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={length}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={intl.formatMessage(messages.digit, { index: index + 1, count: length })}
            aria-invalid={error || undefined}
            // Back in a box after the alert, its error is read with it.
            aria-describedby={errorText ? errorId : undefined}
            disabled={loading}
            onKeyDown={onKeyDown(index)}
            onChange={onInput(index)}
            onPaste={onPaste}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </div>
      {errorText && (
        <p id={errorId} className={styles.error} role="alert">
          {errorText}
        </p>
      )}
    </div>
  );
}
