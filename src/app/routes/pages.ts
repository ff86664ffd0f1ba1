/**
 * Every screen, lazy-loaded as its own chunk (the chunk name is the file name in dist/js/).
 * scripts/size.mjs measures the "page-learning-list" chunk group for the first-visit budget.
 */
import { lazyPage } from '@/shared/lib/lazyPage';

export const LearningListPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-learning-list" */ '@/features/learning/pages/LearningListPage'
  ).then((m) => ({ default: m.LearningListPage })),
);
export const CoursePage = lazyPage(() =>
  import(/* webpackChunkName: "page-course" */ '@/features/learning/pages/CoursePage').then(
    (m) => ({ default: m.CoursePage }),
  ),
);
export const ModulePage = lazyPage(() =>
  import(/* webpackChunkName: "page-module" */ '@/features/learning/pages/ModulePage').then(
    (m) => ({ default: m.ModulePage }),
  ),
);
export const ModuleTestPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-module-test" */ '@/features/learning/pages/ModuleTestPage'
  ).then((m) => ({ default: m.ModuleTestPage })),
);
export const SponsorPage = lazyPage(() =>
  import(/* webpackChunkName: "page-sponsor" */ '@/features/learning/pages/SponsorPage').then(
    (m) => ({ default: m.SponsorPage }),
  ),
);
export const EventsListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-events-list" */ '@/features/events/pages/EventsListPage').then(
    (m) => ({ default: m.EventsListPage }),
  ),
);
export const EventPage = lazyPage(() =>
  import(/* webpackChunkName: "page-event" */ '@/features/events/pages/EventPage').then((m) => ({
    default: m.EventPage,
  })),
);
export const NewsListPage = lazyPage(() =>
  import(/* webpackChunkName: "page-news-list" */ '@/features/media/pages/NewsListPage').then(
    (m) => ({ default: m.NewsListPage }),
  ),
);
export const ArticlePage = lazyPage(() =>
  import(/* webpackChunkName: "page-article" */ '@/features/media/pages/ArticlePage').then((m) => ({
    default: m.ArticlePage,
  })),
);
export const CommunityListPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-community-list" */ '@/features/communities/pages/CommunityListPage'
  ).then((m) => ({ default: m.CommunityListPage })),
);
export const CommunityMemberPage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-community-member" */ '@/features/communities/pages/CommunityMemberPage'
  ).then((m) => ({
    default: m.CommunityMemberPage,
  })),
);
export const PersonalPage = lazyPage(() =>
  import(/* webpackChunkName: "page-personal" */ '@/features/profile/pages/PersonalPage').then(
    (m) => ({ default: m.PersonalPage }),
  ),
);
export const PublicProfilePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-public-profile" */ '@/features/profile/pages/PublicProfilePage'
  ).then((m) => ({ default: m.PublicProfilePage })),
);
export const CertificatePage = lazyPage(() =>
  import(
    /* webpackChunkName: "page-certificate" */ '@/features/profile/pages/CertificatePage'
  ).then((m) => ({ default: m.CertificatePage })),
);
export const FavoritesPage = lazyPage(() =>
  import(/* webpackChunkName: "page-favorites" */ '@/features/favorites/pages/FavoritesPage').then(
    (m) => ({ default: m.FavoritesPage }),
  ),
);
export const HomePage = lazyPage(() =>
  import(/* webpackChunkName: "page-home" */ '@/features/home/pages/HomePage').then((m) => ({
    default: m.HomePage,
  })),
);
export const LoginPage = lazyPage(() =>
  import(/* webpackChunkName: "page-login" */ '@/features/auth/pages/LoginPage').then((m) => ({
    default: m.LoginPage,
  })),
);
export const RegisterPage = lazyPage(() =>
  import(/* webpackChunkName: "page-register" */ '@/features/auth/pages/RegisterPage').then(
    (m) => ({ default: m.RegisterPage }),
  ),
);
export const SignInLinkPage = lazyPage(() =>
  import(/* webpackChunkName: "page-sign-in-link" */ '@/features/auth/pages/SignInLinkPage').then(
    (m) => ({ default: m.SignInLinkPage }),
  ),
);

export const NotFoundPage = lazyPage(() =>
  import(/* webpackChunkName: "page-not-found" */ '@/features/layout/pages/NotFoundPage').then(
    (m) => ({ default: m.NotFoundPage }),
  ),
);
