import type { MessageDescriptor } from 'react-intl';
import type { IconName } from '@/shared/ui/Icon/iconNames';
import { paths } from '@/shared/routes/paths';
import { messages } from './messages';

export interface NavItem {
  key: string;
  /** Link target (the section's default tab, so no redirect hop). */
  to: string;
  /** The section prefix that marks the item active. */
  section: string;
  icon: IconName;
  label: MessageDescriptor;
  /** Visitors may open it (SPEC §2: only Learning and Events). */
  public: boolean;
}

export const mainNav: NavItem[] = [
  {
    key: 'home',
    to: paths.main(),
    section: '/main',
    icon: 'house',
    label: messages.home,
    public: false,
  },
  {
    key: 'learning',
    to: paths.education(),
    section: '/education',
    icon: 'graduation-cap',
    label: messages.learning,
    public: true,
  },
  {
    key: 'events',
    to: paths.events(),
    section: '/events',
    icon: 'calendar-days',
    label: messages.events,
    public: true,
  },
  {
    key: 'news',
    to: paths.media(),
    section: '/media',
    icon: 'newspaper',
    label: messages.news,
    public: false,
  },
  {
    key: 'community',
    to: paths.communities(),
    section: '/communities',
    icon: 'users',
    label: messages.community,
    public: false,
  },
];

export const profileNav: NavItem[] = [
  {
    key: 'personal',
    to: paths.personal(),
    section: '/personal',
    icon: 'user-round',
    label: messages.personal,
    public: false,
  },
  {
    key: 'favorites',
    to: paths.favorites(),
    section: '/favorites',
    icon: 'heart',
    label: messages.favorites,
    public: false,
  },
];
