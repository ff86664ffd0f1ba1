import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Search, X } from 'lucide-react';
import { messages } from './messages';
import styles from './SearchBox.module.css';

export const SEARCH_DEBOUNCE_MS = 400;

interface SearchBoxProps {
  value: string;
  onSearch: (value: string) => void;
  /** Accessible name, e.g. 'Search news'. */
  label: string;
  placeholder?: string;
}

/**
 * Search text that follows the URL: typing commits after a short pause (or at once on
 * Enter), and a value changed from outside (Back button) is shown again.
 */
export function SearchBox({ value, onSearch, label, placeholder }: SearchBoxProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text === committed.current) return;
    const timer = window.setTimeout(() => {
      committed.current = text;
      onSearchRef.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const commitNow = (next: string) => {
    committed.current = next;
    setText(next);
    onSearch(next);
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
      <Search className={styles.icon} size={20} aria-hidden="true" />
      <input
        id={id}
        type="search"
        className={styles.input}
        value={text}
        placeholder={placeholder ?? label}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {text && (
        <button
          type="button"
          className={styles.clear}
          aria-label={intl.formatMessage(messages.clearSearch)}
          onClick={() => commitNow('')}
        >
          <X size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
