/**
 * Every route path of the app (SPEC §2), in one place. Components build links with the
 * helpers below, never with string literals, so a path changes here only.
 */
export const LEARNING_TYPES = ['all', 'courses', 'modules'] as const;
export const EVENT_TYPES = ['all', 'upcoming', 'past'] as const;
export const COMMUNITY_TYPES = ['all', 'mentors', 'experts'] as const;
/** Favorites tabs (SPEC §2): All, Sessions (/education), News (/media), Courses (/courses). */
export const FAVORITE_TYPES = ['all', 'education', 'media', 'courses'] as const;

export type LearningType = (typeof LEARNING_TYPES)[number];
export type EventType = (typeof EVENT_TYPES)[number];
export type CommunityType = (typeof COMMUNITY_TYPES)[number];
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

type Id = number | string;

/** Route patterns, as react-router matches them. */
export const routePatterns = {
  root: '/',
  auth: '/auth',
  register: '/register',
  /** A mailed one-time sign-in link, its token in the hash (server/auth/signInLinks.ts). */
  signInLink: '/auth/link',
  main: '/main',
  education: '/education',
  educationList: '/education/:type',
  course: '/education/course/:id',
  module: '/education/module/:id',
  moduleTest: '/education/module/tests/:id',
  sponsor: '/education/sponsor/:id',
  events: '/events',
  eventsList: '/events/:type',
  event: '/events/:type/:id',
  media: '/media',
  article: '/media/:id',
  communities: '/communities',
  communitiesList: '/communities/:type',
  communityMember: '/communities/:type/:id',
  personal: '/personal',
  publicProfile: '/publish/:id',
  /** A certificate's verification page, by its public id (not in SPEC §2; public). */
  certificate: '/certificates/:id',
  favorites: '/favorites',
  favoritesList: '/favorites/:type',
  devUi: '/dev/ui',
  notFound: '*',
} as const;

/** The id of the personal account's certificates section (a link's hash). */
export const PERSONAL_CERTIFICATES_ANCHOR = 'certificates';

/** Concrete paths for links and redirects. */
export const paths = {
  auth: () => '/auth',
  register: () => '/register',
  main: () => '/main',
  education: (type: LearningType = 'all') => `/education/${type}`,
  course: (id: Id) => `/education/course/${id}`,
  module: (id: Id) => `/education/module/${id}`,
  moduleTest: (id: Id) => `/education/module/tests/${id}`,
  sponsor: (id: Id) => `/education/sponsor/${id}`,
  events: (type: EventType = 'all') => `/events/${type}`,
  event: (id: Id, type: EventType = 'all') => `/events/${type}/${id}`,
  media: () => '/media',
  article: (id: Id) => `/media/${id}`,
  communities: (type: CommunityType = 'all') => `/communities/${type}`,
  communityMember: (id: Id, type: CommunityType = 'all') => `/communities/${type}/${id}`,
  personal: () => '/personal',
  /** The personal account's certificates, opened and in view. */
  personalCertificates: () => `/personal#${PERSONAL_CERTIFICATES_ANCHOR}`,
  publicProfile: (id: Id) => `/publish/${id}`,
  certificate: (publicId: string) => `/certificates/${encodeURIComponent(publicId)}`,
  favorites: (type: FavoriteType = 'all') => `/favorites/${type}`,
} as const;

/** Where visitors land, and where guards send them (SPEC §4). */
export const HOME_FOR_VISITORS = paths.education('all');

/** Breadcrumb links stay links for visitors only under these prefixes (SPEC §2, §9). */
export const VISITOR_BREADCRUMB_PREFIXES = ['/events', '/education', '/media'] as const;

export function isUnderPrefix(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * The page's address: /education/course/1/ is /education/course/1, one address per page (the web
 * server answers 301 to it, src/server.tsx; the app replaces it, RootLayout). The root stays "/".
 */
export const pagePath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** A route id is a positive integer (API conventions); anything else is the not-found page. */
export function isValidId(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value);
}

export function isOneOf<T extends string>(
  values: readonly T[],
  value: string | undefined,
): value is T {
  return value !== undefined && (values as readonly string[]).includes(value);
}
