import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useDebouncedCallback } from '@/shared/lib/useDebounced';
import { useTypedBeforeHydration } from '@/shared/ui/hooks/useTypedBeforeHydration';
import { messages } from './messages';
import styles from './SearchBox.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/** Typing pauses this long before a list asks the server (every search box of the app). */
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  /** The search text in effect (usually from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** Accessible name, e.g. 'Search news'. */
  label: string;
  placeholder?: string;
}

/**
 * The search box above a list: the text is immediate in the field and committed after a short
 * pause (or at once on Enter and on clear); a value changed from outside (Back, reset) is shown.
 */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  // A value changed from outside replaces what is typed (React's "adjust state on prop change").
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value.trim() !== text.trim()) setText(value);
  }

  const commit = (next: string) => {
    if (next.trim() !== value.trim()) onSearch(next);
  };
  const debounced = useDebouncedCallback(commit, SEARCH_DEBOUNCE_MS);
  // Typed before the scripts ran: kept, and searched as if typed now.
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, (typed) => {
    setText(typed);
    debounced.run(typed);
  });
  const commitNow = (next: string) => {
    debounced.cancel();
    setText(next);
    commit(next);
  };
  // Enter searches at once (a role="search" landmark rather than a <form>: nothing to submit).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitNow(text);
    }
  };

  return (
    <div role="search" className={styles.box}>
      <label htmlFor={id} className={styles.hidden}>
        {label}
      </label>
      <Icon name="search" className={styles.icon} size={20} aria-hidden="true" />
      <input
        ref={input}
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={placeholder ?? label}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          setText(event.target.value);
          debounced.run(event.target.value);
        }}
        onKeyDown={onKeyDown}
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label={intl.formatMessage(messages.clearSearch)}
          onClick={() => {
            commitNow('');
            // The button goes with the text: the field, empty, takes the focus it had.
            input.current?.focus();
          }}
        >
          <Icon name="x" size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
