import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/hooks';
import { selectTags, selectThemes } from '@/features/references/referencesSlice';
import { Button } from '@/shared/ui/Button/Button';
import { Chips } from '@/shared/ui/Chips/Chips';
import { Dropdown } from '@/shared/ui/Dropdown/Dropdown';
import { SearchBox } from '@/shared/ui/SearchBox/SearchBox';
import { hasFilters } from '@/shared/lib/useListQuery';
import type { CatalogueFilters as Filters } from './useCatalogueFilters';
import { catalogueMessages as messages } from './messages';
import styles from './Catalogue.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

/**
 * Search text, tags and themes (lists from the references slice, loaded at startup). Tags are
 * many, so they are picked from a searchable dropdown and shown as removable chips; the few
 * themes are chips to toggle.
 */
export function CatalogueFilters({ filters, setSearch, setTags, setThemes, reset }: Filters) {
  const intl = useIntl();
  const tags = useAppSelector(selectTags);
  const themes = useAppSelector(selectThemes);
  const selectedTags = useMemo(
    () => tags.filter((t) => filters.tags.includes(t.id)),
    [tags, filters.tags],
  );
  const pickable = useMemo(
    () => tags.filter((t) => !filters.tags.includes(t.id)),
    [tags, filters.tags],
  );
  const active = hasFilters(filters);
  // A removed chip, or Reset, leaves with the focus: it goes to the neighbour that stays first
  // (the next chip, else the previous, else Reset, else the search field), not to the page.
  const section = useRef<HTMLElement>(null);
  const searchField = () => section.current?.querySelector<HTMLElement>('input[type="search"]');
  const removeTag = (id: number, chip: HTMLElement) => {
    const item = chip.closest('li');
    const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector(
      'button',
    );
    const resetStays = filters.q !== '' || filters.themes.length > 0;
    const reset = section.current?.querySelector<HTMLElement>('[data-filters-reset]');
    (neighbour ?? (resetStays ? reset : null) ?? searchField())?.focus();
    setTags(filters.tags.filter((tagId) => tagId !== id));
  };

  return (
    <section
      ref={section}
      className={styles.filters}
      aria-label={intl.formatMessage(messages.filters)}
    >
      <div className={styles.row}>
        <SearchBox
          value={filters.q}
          onSearch={setSearch}
          label={intl.formatMessage(messages.search)}
          placeholder={intl.formatMessage(messages.searchPlaceholder)}
        />
        <Dropdown
          label={intl.formatMessage(messages.tags)}
          placeholder={intl.formatMessage(messages.addTag)}
          items={pickable}
          value={null}
          searchable
          onChange={(tag) => setTags([...filters.tags, tag.id])}
        />
      </div>
      {themes.length > 0 && (
        <div className={styles.group}>
          <span className={styles.groupLabel} aria-hidden="true">
            {intl.formatMessage(messages.themes)}
          </span>
          <Chips
            label={intl.formatMessage(messages.themes)}
            items={themes}
            selected={filters.themes}
            onChange={setThemes}
            size="sm"
          />
        </div>
      )}
      {(selectedTags.length > 0 || active) && (
        <div className={styles.selected}>
          {selectedTags.length > 0 && (
            <ul className={styles.tagList} aria-label={intl.formatMessage(messages.selectedTags)}>
              {selectedTags.map((tag) => (
                <li key={tag.id}>
                  <button
                    type="button"
                    className={styles.tagChip}
                    aria-label={intl.formatMessage(messages.removeTag, { name: tag.name })}
                    onClick={(event) => removeTag(tag.id, event.currentTarget)}
                  >
                    {tag.name}
                    <Icon name="x" size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {active && (
            <Button
              theme="text"
              size="sm"
              className={styles.reset}
              iconStart={<Icon name="rotate-ccw" size={16} />}
              data-filters-reset=""
              onClick={() => {
                searchField()?.focus();
                reset();
              }}
            >
              {intl.formatMessage(messages.reset)}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
