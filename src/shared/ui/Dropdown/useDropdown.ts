import { useMemo, useState, type KeyboardEvent } from 'react';
import { useDebouncedCallback } from '@/shared/lib/useDebounced';
import { useDelayedPresence } from '@/shared/ui/hooks/useDelayedPresence';

export interface DropdownItem {
  id: number;
  name: string;
}

/** SPEC §4/§9: the list hides 250 ms after it closes; remote search waits 1000 ms of quiet. */
export const DROPDOWN_HIDE_MS = 250;
export const DROPDOWN_SEARCH_DEBOUNCE_MS = 1000;

interface Options {
  items: DropdownItem[];
  value: DropdownItem | null;
  onChange: (item: DropdownItem) => void;
  searchable: boolean;
  onSearch?: (text: string) => void;
}

const norm = (text: string) => text.trim().toLocaleLowerCase();

/** State and keyboard model of the dropdown (ARIA combobox + listbox, APG patterns). */
export function useDropdown({ items, value, onChange, searchable, onSearch }: Options) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [editing, setEditing] = useState(false);
  const [query, setQuery] = useState('');
  const presence = useDelayedPresence(open, 0, DROPDOWN_HIDE_MS);
  // Remote search waits for a pause in typing; leaving the edit drops a pending search.
  const remoteSearch = useDebouncedCallback(
    (text: string) => onSearch?.(text),
    DROPDOWN_SEARCH_DEBOUNCE_MS,
  );
  const stopEditing = () => {
    remoteSearch.cancel();
    setEditing(false);
  };

  // Remote search: the parent fetches and passes new items; local search filters here.
  const options = useMemo(() => {
    if (!searchable || !editing || onSearch) return items;
    return items.filter((item) => norm(item.name).includes(norm(query)));
  }, [items, searchable, editing, query, onSearch]);

  const exact = editing ? items.find((item) => norm(item.name) === norm(query)) : undefined;
  const noMatch =
    searchable && editing && norm(query) !== '' && !exact && (options.length === 0 || !open);

  const show = (index?: number) => {
    const selected = value ? options.findIndex((o) => o.id === value.id) : -1;
    setActive(index ?? (selected >= 0 ? selected : options.length ? 0 : -1));
    setOpen(true);
  };
  const close = () => setOpen(false);
  const select = (item: DropdownItem) => {
    onChange(item);
    stopEditing();
    setQuery('');
    close();
  };

  const type = (text: string) => {
    setEditing(true);
    setQuery(text);
    setActive(0);
    setOpen(true);
    if (onSearch) remoteSearch.run(text);
  };

  /** Focus left the component: accept an exact typed match, forget an empty edit. */
  const leave = () => {
    close();
    if (!editing) return;
    if (exact) select(exact);
    else if (norm(query) === '') stopEditing();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      if (!open) show(index);
      else setActive(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return open ? move(active + 1) : (event.preventDefault(), show());
      case 'ArrowUp':
        return open
          ? move(active - 1)
          : (event.preventDefault(), show(active >= 0 ? active : last));
      case 'Home':
        return open ? move(0) : undefined;
      case 'End':
        return open ? move(last) : undefined;
      case 'Enter':
        event.preventDefault();
        if (open && options[active]) select(options[active]);
        else if (!open) show();
        return;
      case ' ':
        if (searchable) return;
        event.preventDefault();
        return open && options[active] ? select(options[active]) : show();
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        } else if (editing) {
          stopEditing();
          setQuery('');
        }
        return;
      case 'Tab':
        return leave();
      default:
        return undefined;
    }
  };

  return {
    open,
    presence,
    active,
    setActive,
    options,
    editing,
    query,
    noMatch,
    show,
    close,
    select,
    type,
    leave,
    onKeyDown,
  };
}
