import { useIntl } from 'react-intl';
import { paths } from '@/shared/routes/paths';
import { NavEntry } from '@/features/layout/Sidebar/NavEntry';
import type { NavItem } from '@/features/layout/Sidebar/navItems';
import { messages } from './messages';
import styles from './BottomBar.module.css';
import { Icon } from '@/shared/ui/Icon/Icon';

const items: NavItem[] = [
  {
    key: 'learning',
    to: paths.education(),
    section: '/education',
    icon: 'graduation-cap',
    label: messages.learning,
    public: true,
  },
  {
    key: 'communities',
    to: paths.communities(),
    section: '/communities',
    icon: 'users',
    label: messages.communities,
    public: false,
  },
  {
    key: 'personal',
    to: paths.personal(),
    section: '/personal',
    icon: 'user-round',
    label: messages.personal,
    public: false,
  },
];

/** Phone-width navigation (SPEC §2): menu toggle, learning, communities, personal. */
export function BottomBar({
  menuOpen,
  onMenuToggle,
}: {
  menuOpen: boolean;
  onMenuToggle: () => void;
}) {
  const intl = useIntl();
  return (
    <nav className={styles.bar} aria-label={intl.formatMessage(messages.label)}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.item}
            aria-expanded={menuOpen}
            aria-controls="app-sidebar"
            onClick={onMenuToggle}
          >
            <Icon name="menu" size={20} aria-hidden="true" />
            <span className={styles.label}>{intl.formatMessage(messages.menu)}</span>
          </button>
        </li>
        {items.map((item) => (
          <li key={item.key}>
            <NavEntry
              item={item}
              className={styles.item}
              activeClassName={styles.active}
              labelClassName={styles.label}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
