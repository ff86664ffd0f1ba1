import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '@/shared/lib/useMediaQuery';
import styles from './Section.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface SectionProps {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** Phone only: whether the panel starts open. */
  defaultOpen?: boolean;
  /**
   * The section's address on the page (`/personal#certificates`): a link to it opens the panel,
   * and the scroll manager brings it into view.
   */
  anchor?: string;
}

/**
 * A personal account section: a card on wider screens, an expansion panel on phones (toggled
 * by its title, like the kit's ExpansionPanel). Not the kit component itself: its body must
 * stay the same element across the breakpoint, so that turning the phone keeps what was typed.
 */
export function Section({ title, icon, children, defaultOpen = false, anchor }: SectionProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const { hash } = useLocation();
  const linkedTo = anchor !== undefined && hash === `#${anchor}`;
  const [open, setOpen] = useState(defaultOpen || linkedTo);
  const id = useId();
  // A link to it followed while the page was open: opened during that render (React's
  // "adjusting state when a prop changes", no effect and no second paint closed).
  const [wasLinkedTo, setWasLinkedTo] = useState(linkedTo);
  if (linkedTo !== wasLinkedTo) {
    setWasLinkedTo(linkedTo);
    if (linkedTo) setOpen(true);
  }
  const label = (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.titleText}>{title}</span>
    </>
  );
  return (
    <section
      id={anchor}
      className={[styles.section, phone && styles.panel].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <h2 className={styles.heading}>
        {phone ? (
          <button
            type="button"
            id={`${id}-title`}
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
          >
            {label}
            <Icon
              name="chevron-down"
              size={20}
              aria-hidden="true"
              className={[styles.chevron, open && styles.open].filter(Boolean).join(' ')}
            />
          </button>
        ) : (
          <span id={`${id}-title`} className={styles.static}>
            {label}
          </span>
        )}
      </h2>
      <div id={`${id}-body`} className={styles.body} hidden={phone && !open}>
        {children}
      </div>
    </section>
  );
}
