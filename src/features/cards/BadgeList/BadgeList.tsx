import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { contentLang } from '@/shared/lib/contentLang';
import type { Tag } from '@/shared/contract/common';
import { Badge, badgeClassName } from '@/shared/ui/Badge/Badge';
import { useHydrated } from '@/shared/lib/useHydrated';
import { PAYMENT_BADGE_ID, orderBadges } from './badges';
import { messages } from './messages';
import { useBadgeOverflow } from './useBadgeOverflow';
import styles from './BadgeList.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface BadgeListProps {
  tags: Tag[];
  /** The label of the sponsor in context: its badge moves to the front (SPEC §4). */
  sponsorLabel?: string | null;
  size?: 'sm' | 'md';
  className?: string;
}

/** One line of badges; the overflow collapses into '+N', which expands the list (and 'hide's it). */
export function BadgeList({ tags, sponsorLabel, size = 'md', className }: BadgeListProps) {
  const intl = useIntl();
  const ordered = useMemo(() => orderBadges(tags, sponsorLabel), [tags, sponsorLabel]);
  const listRef = useRef<HTMLUListElement>(null);
  const rulerRef = useRef<HTMLDivElement>(null);
  // The ruler only measures, in the browser: not in the server's HTML (a copy of every badge
  // of every card), added right after hydration, and measured from then on.
  const hydrated = useHydrated();
  const signature = `${ordered.map((t) => t.id).join(',')}${hydrated ? '' : ' (no ruler yet)'}`;
  const hidden = useBadgeOverflow(listRef, rulerRef, signature);
  const [expanded, setExpanded] = useState(false);
  // The toggle moves (into / out of the list) when it flips: keep keyboard focus on it.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (refocus.current) toggleRef.current?.focus();
    refocus.current = false;
  }, [expanded]);

  // Everything fits again (a wider card): the list is no longer "expanded" (adjusted while
  // rendering, not in an effect, so no frame shows a stale 'hide').
  if (hidden === 0 && expanded) setExpanded(false);

  if (ordered.length === 0) return null;
  const shown = expanded ? ordered : ordered.slice(0, ordered.length - hidden);
  const badge = (tag: Tag) =>
    tag.id === PAYMENT_BADGE_ID ? (
      <Badge theme="special" size={size} icon={<Icon name="lock" size={12} strokeWidth={2.5} />}>
        {intl.formatMessage(messages.payment)}
      </Badge>
    ) : (
      <Badge
        theme={tag.theme}
        size={size}
        title={tag.name}
        lang={contentLang(tag.name, intl.locale)}
      >
        {tag.name}
      </Badge>
    );

  const toggle = (
    <button
      ref={toggleRef}
      type="button"
      className={badgeClassName('grey', size, styles.toggle)}
      aria-expanded={expanded}
      aria-label={intl.formatMessage(expanded ? messages.hideLabel : messages.moreLabel, {
        count: hidden,
      })}
      onClick={(event) => {
        event.preventDefault();
        refocus.current = true;
        setExpanded(!expanded);
      }}
    >
      {expanded
        ? intl.formatMessage(messages.hide)
        : intl.formatMessage(messages.more, { count: hidden })}
    </button>
  );

  return (
    <div className={[styles.wrap, className].filter(Boolean).join(' ')}>
      <ul
        ref={listRef}
        aria-label={intl.formatMessage(messages.list)}
        className={[styles.list, expanded ? styles.expanded : styles.collapsed].join(' ')}
      >
        {shown.map((tag) => (
          <li key={tag.id} className={styles.item}>
            {badge(tag)}
          </li>
        ))}
        {hidden > 0 && !expanded && <li className={styles.item}>{toggle}</li>}
      </ul>
      {/* Expanded, the toggle sits under the scrolling area so 'hide' is always in reach. */}
      {hidden > 0 && expanded && <div className={styles.after}>{toggle}</div>}
      {/* Invisible ruler: every badge at its natural width, plus the widest possible toggle. */}
      {hydrated && (
        <div ref={rulerRef} className={styles.ruler} aria-hidden="true">
          {ordered.map((tag) => (
            <span key={tag.id} data-measure="badge" className={styles.item}>
              {badge(tag)}
            </span>
          ))}
          {/* `item` as the real toggle has it (flex: none): without it a full ruler shrinks
              this copy, the count comes out short and the real toggle ends past the clip. */}
          <span data-measure="toggle" className={badgeClassName('grey', size, styles.item)}>
            {intl.formatMessage(messages.more, { count: ordered.length })}
          </span>
        </div>
      )}
    </div>
  );
}
