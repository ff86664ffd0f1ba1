import { useEffect, useMemo } from 'react';
import { NavLink } from 'react-router';
import styles from './TabList.module.css';

export interface TabItem {
  name: string;
  url: string;
}

interface TabListProps {
  tabs: Array<Partial<TabItem>>;
  /** Accessible name of the navigation (e.g. 'Favorites sections'). */
  label: string;
  /** Match the url exactly (default) or also its sub-paths. */
  end?: boolean;
}

/** SPEC §5.4: every tab needs a name and a url; others are skipped with a console warning. */
export function validTabs(tabs: Array<Partial<TabItem>>): TabItem[] {
  return tabs.filter((tab): tab is TabItem => Boolean(tab.name && tab.url));
}

/** Route tabs: links styled as a segmented tab bar; the active one has aria-current="page". */
export function TabList({ tabs, label, end = true }: TabListProps) {
  const valid = useMemo(() => validTabs(tabs), [tabs]);
  useEffect(() => {
    tabs.forEach((tab, index) => {
      if (!tab.name || !tab.url)
        console.warn(`TabList: tab ${index} needs both a name and a url`, tab);
    });
  }, [tabs]);

  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {valid.map((tab) => (
          <li key={tab.url}>
            <NavLink
              to={tab.url}
              end={end}
              className={({ isActive }) =>
                [styles.tab, isActive && styles.active].filter(Boolean).join(' ')
              }
            >
              {tab.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
