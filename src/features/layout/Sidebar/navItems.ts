import type { MessageDescriptor } from 'react-intl';
import {
  CalendarDays,
  GraduationCap,
  Heart,
  House,
  Newspaper,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/shared/routes/paths';
import { messages } from './messages';

export interface NavItem {
  key: string;
  /** Link target (the section's default tab, so no redirect hop). */
  to: string;
  /** The section prefix that marks the item active. */
  section: string;
  icon: LucideIcon;
  label: MessageDescriptor;
  /** Visitors may open it (SPEC §2: only Learning and Events). */
  public: boolean;
}

export const mainNav: NavItem[] = [
  {
    key: 'home',
    to: paths.main(),
    section: '/main',
    icon: House,
    label: messages.home,
    public: false,
  },
  {
    key: 'learning',
    to: paths.education(),
    section: '/education',
    icon: GraduationCap,
    label: messages.learning,
    public: true,
  },
  {
    key: 'events',
    to: paths.events(),
    section: '/events',
    icon: CalendarDays,
    label: messages.events,
    public: true,
  },
  {
    key: 'news',
    to: paths.media(),
    section: '/media',
    icon: Newspaper,
    label: messages.news,
    public: false,
  },
  {
    key: 'community',
    to: paths.communities(),
    section: '/communities',
    icon: Users,
    label: messages.community,
    public: false,
  },
];

export const profileNav: NavItem[] = [
  {
    key: 'personal',
    to: paths.personal(),
    section: '/personal',
    icon: UserRound,
    label: messages.personal,
    public: false,
  },
  {
    key: 'favorites',
    to: paths.favorites(),
    section: '/favorites',
    icon: Heart,
    label: messages.favorites,
    public: false,
  },
];
