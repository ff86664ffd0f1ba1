import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/TextField/TextField';
import { catalogueMessages as messages } from './messages';

/** Typing pauses this long before the catalogue asks the server. */
export const SEARCH_DEBOUNCE_MS = 400;

interface SearchFieldProps {
  value: string;
  onSearch: (q: string) => void;
}

/** The search text: immediate in the field, debounced towards the filters; Enter searches at once. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const sent = useRef(value);
  // The timer fires after later renders: always call the newest callback (it knows the newest filters).
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // The filter changed from outside (back/forward, reset): show it.
  useEffect(() => {
    if (value.trim() !== sent.current.trim()) setText(value);
    sent.current = value;
  }, [value]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (next: string) => {
    window.clearTimeout(timer.current);
    if (next.trim() === sent.current.trim()) return;
    sent.current = next;
    onSearchRef.current(next);
  };

  return (
    <form role="search" onSubmit={(event) => (event.preventDefault(), send(text))}>
      <TextField
        type="search"
        label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        value={text}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
