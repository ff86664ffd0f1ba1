import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/hooks';
import { selectTags } from '@/features/references/referencesSlice';
import { Button } from '@/shared/ui/Button/Button';
import { Chips } from '@/shared/ui/Chips/Chips';
import { SearchBox } from '@/shared/ui/SearchBox/SearchBox';
import { messages as listingMessages } from '@/shared/ui/SearchBox/messages';
import { messages } from './messages';
import styles from './NewsFilters.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface NewsFiltersProps {
  q: string;
  tags: number[];
  onSearch: (q: string) => void;
  onTags: (tags: number[]) => void;
  onReset: () => void;
}

/** Search text and tag chips for the news list; the tag panel starts open when tags are set. */
export function NewsFilters({ q, tags, onSearch, onTags, onReset }: NewsFiltersProps) {
  const intl = useIntl();
  const allTags = useAppSelector(selectTags);
  const [open, setOpen] = useState(tags.length > 0);
  const panelId = useId();
  const active = q.trim() !== '' || tags.length > 0;

  return (
    <div className={styles.filters}>
      <div className={styles.row}>
        <SearchBox value={q} onSearch={onSearch} label={intl.formatMessage(messages.searchLabel)} />
        <Button
          theme="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          iconStart={<Icon name="sliders-horizontal" size={18} aria-hidden="true" />}
          iconEnd={
            <Icon
              name="chevron-down"
              size={18}
              aria-hidden="true"
              className={open ? styles.flipped : undefined}
            />
          }
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage(messages.tagsButton, { count: tags.length })}
        </Button>
        {active && (
          <Button theme="text" onClick={onReset}>
            {intl.formatMessage(listingMessages.resetFilters)}
          </Button>
        )}
      </div>
      <div id={panelId} hidden={!open} className={styles.panel}>
        <Chips
          items={allTags}
          selected={tags}
          onChange={onTags}
          label={intl.formatMessage(messages.tagsLabel)}
          size="sm"
        />
      </div>
    </div>
  );
}
