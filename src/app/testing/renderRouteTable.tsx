/**
 * The whole route table as the routes suites render it. Its screens are stand-ins showing their
 * heading: those suites are about the route table, guards and redirects, not about what each
 * screen fetches (every screen has its own tests). Import this module before the app's own: the
 * mocks below must be registered before a screen is loaded.
 */
jest.mock('@/features/learning/pages/LearningListPage', () =>
  mockScreen('LearningListPage', 'Learning'),
);
jest.mock('@/features/learning/pages/CoursePage', () => mockScreen('CoursePage', 'Course'));
jest.mock('@/features/learning/pages/ModulePage', () => mockScreen('ModulePage', 'Session'));
jest.mock('@/features/learning/pages/ModuleTestPage', () =>
  mockScreen('ModuleTestPage', 'Session test'),
);
jest.mock('@/features/learning/pages/SponsorPage', () => mockScreen('SponsorPage', 'Sponsor'));
jest.mock('@/features/events/pages/EventsListPage', () => mockScreen('EventsListPage', 'Events'));
jest.mock('@/features/events/pages/EventPage', () => mockScreen('EventPage', 'Event'));
jest.mock('@/features/media/pages/NewsListPage', () => mockScreen('NewsListPage', 'News'));
jest.mock('@/features/media/pages/ArticlePage', () => mockScreen('ArticlePage', 'Article'));
jest.mock('@/features/communities/pages/CommunityListPage', () =>
  mockScreen('CommunityListPage', 'Community'),
);
jest.mock('@/features/communities/pages/CommunityMemberPage', () =>
  mockScreen('CommunityMemberPage', 'Community member'),
);
jest.mock('@/features/profile/pages/PersonalPage', () =>
  mockScreen('PersonalPage', 'Personal account'),
);
jest.mock('@/features/profile/pages/PublicProfilePage', () =>
  mockScreen('PublicProfilePage', 'Public profile'),
);
jest.mock('@/features/profile/pages/CertificatePage', () =>
  mockScreen('CertificatePage', 'Certificate verification'),
);
jest.mock('@/features/favorites/pages/FavoritesPage', () =>
  mockScreen('FavoritesPage', 'Favorites'),
);
jest.mock('@/features/home/pages/HomePage', () => mockScreen('HomePage', 'Home'));
jest.mock('@/features/auth/pages/LoginPage', () => mockScreen('LoginPage', 'Log in'));
jest.mock('@/features/auth/pages/RegisterPage', () => mockScreen('RegisterPage', 'Registration'));

import { screen } from '@testing-library/react';
import { mockScreen } from '@/test/mockScreen';
import { render, visitorStore } from '@/test/utils';
import type { AppStore } from '../store';

/** The whole route table at `route` (a visitor unless a store is given). */
export const renderApp = (route: string, store: AppStore = visitorStore()) =>
  render(null, { routes: 'app', route, store });

export const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
