import { useId, useState, type ReactNode } from 'react';
import styles from './ExpansionPanel.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

interface ExpansionPanelProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Controlled mode: pass open and onToggle together. */
  open?: boolean;
  onToggle?: (open: boolean) => void;
  /** Heading level of the title (the button sits inside a heading for page outline). */
  headingLevel?: 2 | 3 | 4;
}

/** Toggles by clicking its title (SPEC §2): a heading button with aria-expanded / aria-controls. */
export function ExpansionPanel({
  title,
  children,
  defaultOpen = false,
  open: controlled,
  onToggle,
  headingLevel = 3,
}: ExpansionPanelProps) {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const toggle = () => {
    if (controlled === undefined) setOwn(!open);
    onToggle?.(!open);
  };
  return (
    <div className={[styles.panel, open && styles.open].filter(Boolean).join(' ')}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={`${id}-title`}
          className={styles.title}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={toggle}
        >
          <span className={styles.text}>{title}</span>
          <Icon name="chevron-down" size={20} aria-hidden="true" className={styles.chevron} />
        </button>
      </Heading>
      <div
        id={`${id}-body`}
        role="region"
        aria-labelledby={`${id}-title`}
        className={styles.body}
        hidden={!open}
      >
        <div className={styles.content}>{children}</div>
      </div>
    </div>
  );
}
