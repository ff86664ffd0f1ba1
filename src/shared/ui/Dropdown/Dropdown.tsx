import { useEffect, useId, useRef, type FocusEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import { FormField, fieldIds } from '@/shared/ui/FormField/FormField';
import fieldStyles from '../FormField/FormField.module.css';
import { useTypedBeforeHydration } from '@/shared/ui/hooks/useTypedBeforeHydration';
import { messages } from './messages';
import { useDropdown, type DropdownItem } from './useDropdown';
import styles from './Dropdown.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

export interface DropdownProps {
  items: DropdownItem[];
  value: DropdownItem | null;
  onChange: (item: DropdownItem) => void;
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  placeholder?: string;
  /** Type to filter the list (locally, or remotely with onSearch). */
  searchable?: boolean;
  /** Remote search: called with the typed text after 1000 ms without typing. */
  onSearch?: (text: string) => void;
  /** A remote search is running. */
  loading?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

export function Dropdown({
  items,
  value,
  onChange,
  label,
  placeholder,
  searchable = false,
  onSearch,
  loading = false,
  hint,
  error,
  required,
  disabled,
  id: givenId,
  ...rest
}: DropdownProps) {
  const intl = useIntl();
  const autoId = useId();
  const id = givenId ?? autoId;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const dd = useDropdown({
    items,
    value,
    onChange,
    searchable: searchable || Boolean(onSearch),
    onSearch,
  });
  const shownError =
    error ?? (dd.noMatch && !loading ? intl.formatMessage(messages.noMatch) : undefined);
  const { describedBy, labelId } = fieldIds(id, { hint, error: dd.open ? error : shownError });
  const placeholderText = placeholder ?? intl.formatMessage(messages.placeholder);

  // Keep the active option visible while arrowing through a long list.
  const activeId = dd.open && dd.active >= 0 ? optionId(dd.active) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dd.leave();
  };
  const common = {
    id,
    role: 'combobox' as const,
    'aria-expanded': dd.open,
    'aria-controls': listId,
    'aria-haspopup': 'listbox' as const,
    'aria-activedescendant':
      dd.open && dd.active >= 0 && dd.options[dd.active] ? optionId(dd.active) : undefined,
    'aria-invalid': shownError ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    'aria-labelledby': label ? labelId : undefined,
    'aria-label': label ? undefined : rest['aria-label'],
    onKeyDown: dd.onKeyDown,
    className: [fieldStyles.control, styles.trigger].join(' '),
  };
  const isSearch = searchable || Boolean(onSearch);
  // Typed into the search field before the scripts ran: kept, and the list filtered by it, if
  // the reader is still there (had they left, leaving would have dropped the typed text).
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, value?.name ?? '', (typed) => {
    if (document.activeElement === searchField.current) dd.type(typed);
  });

  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={dd.open ? error : shownError}
      required={required}
      labelAsText={!isSearch}
    >
      <div className={styles.root} onBlur={onBlur}>
        {isSearch ? (
          <input
            {...common}
            ref={searchField}
            type="text"
            autoComplete="off"
            aria-autocomplete="list"
            disabled={disabled}
            placeholder={placeholderText}
            value={dd.editing ? dd.query : (value?.name ?? '')}
            onChange={(event) => dd.type(event.target.value)}
            onClick={() => (dd.open ? undefined : dd.show())}
          />
        ) : (
          <div
            {...common}
            tabIndex={disabled ? -1 : 0}
            aria-disabled={disabled || undefined}
            onClick={() => !disabled && (dd.open ? dd.close() : dd.show())}
          >
            <span className={value ? styles.value : styles.placeholder}>
              {value?.name ?? placeholderText}
            </span>
          </div>
        )}
        <span className={styles.affix} aria-hidden="true">
          {isSearch ? (
            <Icon name="search" size={18} />
          ) : (
            <Icon name="chevron-down" size={18} className={dd.open ? styles.flipped : undefined} />
          )}
        </span>
        <div
          className={[styles.popup, dd.presence.visible && styles.open].filter(Boolean).join(' ')}
          hidden={!dd.presence.mounted}
        >
          <ul
            id={listId}
            role="listbox"
            aria-labelledby={label ? labelId : undefined}
            aria-label={label ? undefined : rest['aria-label']}
            className={styles.list}
          >
            {dd.options.map((item, index) => {
              const selected = value?.id === item.id;
              return (
                <li
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  className={[styles.option, index === dd.active && styles.active]
                    .filter(Boolean)
                    .join(' ')}
                  // mousedown would blur the combobox before the click lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => index !== dd.active && dd.setActive(index)}
                  onClick={() => dd.select(item)}
                >
                  <span className={styles.optionText} lang={contentLang(item.name, intl.locale)}>
                    {item.name}
                  </span>
                  {selected && (
                    <Icon name="check" size={16} aria-hidden="true" className={styles.check} />
                  )}
                </li>
              );
            })}
          </ul>
          {(loading || dd.options.length === 0) && (
            <p
              role="status"
              className={[styles.status, dd.noMatch && !loading && styles.statusError]
                .filter(Boolean)
                .join(' ')}
            >
              {loading
                ? intl.formatMessage(messages.searching)
                : dd.noMatch
                  ? intl.formatMessage(messages.noMatch)
                  : intl.formatMessage(messages.empty)}
            </p>
          )}
        </div>
      </div>
    </FormField>
  );
}
