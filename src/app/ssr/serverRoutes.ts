/**
 * Server rendering, per public route, in one place (issue 12): which screen chunk it needs,
 * which RTK Query endpoints it loads (the very arguments its screen passes to the hooks, so the
 * hooks find the answers in the cache) and what its <head> says. A route not listed here renders
 * without data: protected screens render only the shell (RequireAuth renders nothing for a
 * visitor), the auth screens need none.
 *
 * Adding a public page: one entry with its pattern, chunk, `load` and `head`.
 *
 * The reference lists (SPEC §2's startup lists) a screen renders from are in its `load` too:
 * the page carries only those (src/server.tsx), and the browser loads the others at startup.
 * Server and browser start from the same lists, so hydration matches whatever a route lists; one
 * it forgets only fills in after hydration.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { IntlShape } from 'react-intl';
import type { RootState } from '@/app/store';
import { errorStatus } from '@/shared/api/errorStatus';
import { filtersToQuery } from '@/features/filters/filtersSlice';
import { eventsApi } from '@/features/events/eventsApi';
import { EVENTS_PAGE_SIZE } from '@/features/events/pages/EventsListPage';
import { messages as eventMessages } from '@/features/events/pages/messages';
import { messages as notFoundMessages } from '@/features/layout/pages/messages';
import { CATALOGUE_PAGE_SIZE } from '@/features/learning/catalogue/CataloguePage';
import { learningApi } from '@/features/learning/learningApi';
import { messages as learningMessages } from '@/features/learning/pages/messages';
import { profileApi } from '@/features/profile/profileApi';
import { referencesApi, type StartupList } from '@/features/references/referencesApi';
import { fullName } from '@/shared/lib/fullName';
import { parseListQuery } from '@/shared/lib/useListQuery';
import { sectionMessages } from '@/shared/routes/messages';
import {
  EVENT_TYPES,
  isOneOf,
  LEARNING_TYPES,
  paths,
  routePatterns as r,
  type EventType,
  type LearningType,
} from '@/shared/routes/paths';
import type { CatalogueQuery } from '@/shared/contract/learning';
import { summary, type PageHead } from './head';
import { headMessages } from './messages';
import { courseLd, eventLd, organizationLd, personLd } from './structuredData';

export interface RouteContext {
  params: Record<string, string | undefined>;
  /** The query string, with its `?` (or empty). */
  search: string;
}

export interface HeadContext extends RouteContext {
  state: RootState;
  intl: IntlShape;
  /** PUBLIC_ORIGIN, for absolute URLs in structured data. */
  origin: string;
  /** The page's path (no query string): canonical and og:url. */
  pathname: string;
}

/** A thunk that starts one query: `endpoint.initiate(args)`. */
type QueryStart = (dispatch: never, getState: never, extra: never) => unknown;

export interface ServerRoute {
  /** The react-router pattern (routePatterns). */
  pattern: string;
  /** The screen's webpackChunkName (src/app/routes/pages.ts): its CSS and JS go in the HTML. */
  chunk: string;
  /** Route params whose values must be ids, and the allowed :type values (as ParamsCheck). */
  ids?: readonly string[];
  types?: readonly string[];
  /** The queries the screen makes for this URL. */
  load?: (context: RouteContext) => (QueryStart | UnknownAction)[];
  /** The head; null when the data says the page does not exist (a 404). */
  head: (context: HeadContext) => PageHead | null;
}

const apiLearningType: Record<LearningType, CatalogueQuery['type']> = {
  all: 'all',
  courses: 'course',
  modules: 'module',
};

/** The first catalogue page, as CatalogueResults asks for it. */
const cataloguePage = (query: CatalogueQuery): CatalogueQuery => ({
  ...query,
  page: 1,
  page_size: CATALOGUE_PAGE_SIZE,
});

function learningListArgs({ params, search }: RouteContext): CatalogueQuery {
  const { q, tags, themes } = parseListQuery(search);
  const type = isOneOf(LEARNING_TYPES, params.type) ? params.type : 'all';
  return cataloguePage({ ...filtersToQuery({ q, tags, themes }), type: apiLearningType[type] });
}

function eventsListArgs({ params, search }: RouteContext) {
  const type: EventType = isOneOf(EVENT_TYPES, params.type) ? params.type : 'all';
  return { type, page: parseListQuery(search).page, page_size: EVENTS_PAGE_SIZE };
}

const sponsorCoursesArgs = (id: number) => cataloguePage({ sponsors: String(id), type: 'course' });

const idOf = ({ params }: RouteContext) => Number(params.id);

/** The startup lists a screen renders from (names of ./referencesApi's startup endpoints). */
const lists = (...names: StartupList[]) =>
  names.map((name) => referencesApi.endpoints[name].initiate());

/** A query's answer in the cache; `missing` when the API said 404. */
function answer<T>(result: { data?: T; error?: unknown }): T | 'missing' | undefined {
  if (result.data !== undefined) return result.data;
  return errorStatus(result.error as never) === 404 ? 'missing' : undefined;
}

export const serverRoutes: ServerRoute[] = [
  {
    pattern: r.educationList,
    chunk: 'page-learning-list',
    types: LEARNING_TYPES,
    load: (context) => [
      learningApi.endpoints.searchCatalogue.initiate(learningListArgs(context)),
      // The filters' tags and themes.
      ...lists('getTags', 'getThemes'),
    ],
    head: ({ intl }) => ({
      title: intl.formatMessage(sectionMessages.learning),
      description: intl.formatMessage(learningMessages.listLead),
    }),
  },
  {
    pattern: r.course,
    chunk: 'page-course',
    ids: ['id'],
    load: (context) => [learningApi.endpoints.getCourse.initiate(idOf(context))],
    head: (context) => {
      const course = answer(learningApi.endpoints.getCourse.select(idOf(context))(context.state));
      if (course === 'missing') return null;
      if (!course)
        return { title: context.intl.formatMessage(learningMessages.courseTitle), description: '' };
      return {
        title: course.name,
        description: summary(course.description),
        image: course.image,
        ogType: 'website',
        jsonLd: [courseLd(course, context.origin, context.pathname)],
      };
    },
  },
  {
    pattern: r.module,
    chunk: 'page-module',
    ids: ['id'],
    load: (context) => [
      learningApi.endpoints.getModule.initiate(idOf(context)),
      learningApi.endpoints.getModuleRecommendations.initiate(idOf(context)),
      // The sponsor's label (useSponsorLabel).
      ...lists('getSponsors'),
    ],
    head: (context) => {
      const module = answer(learningApi.endpoints.getModule.select(idOf(context))(context.state));
      if (module === 'missing') return null;
      if (!module)
        return { title: context.intl.formatMessage(learningMessages.moduleTitle), description: '' };
      return {
        title: module.name,
        description: summary(module.description),
        image: module.image,
        ogType: 'article',
      };
    },
  },
  {
    pattern: r.sponsor,
    chunk: 'page-sponsor',
    ids: ['id'],
    load: (context) => [
      referencesApi.endpoints.getSponsor.initiate(idOf(context)),
      learningApi.endpoints.searchCatalogue.initiate(sponsorCoursesArgs(idOf(context))),
    ],
    head: (context) => {
      const sponsor = answer(
        referencesApi.endpoints.getSponsor.select(idOf(context))(context.state),
      );
      if (sponsor === 'missing') return null;
      if (!sponsor)
        return {
          title: context.intl.formatMessage(learningMessages.sponsorTitle),
          description: '',
        };
      return {
        title: sponsor.name,
        description: summary(
          sponsor.description ||
            context.intl.formatMessage(headMessages.sponsorDescription, { name: sponsor.name }),
        ),
        image: sponsor.logo,
        jsonLd: [organizationLd(sponsor, context.origin, context.pathname)],
      };
    },
  },
  {
    pattern: r.eventsList,
    chunk: 'page-events-list',
    types: EVENT_TYPES,
    load: (context) => [
      eventsApi.endpoints.listEvents.initiate(eventsListArgs(context)),
      // Each card's place (EventPlace).
      ...lists('getCities'),
    ],
    head: ({ intl }) => ({
      title: intl.formatMessage(sectionMessages.events),
      description: intl.formatMessage(eventMessages.listLead),
    }),
  },
  {
    pattern: r.event,
    chunk: 'page-event',
    ids: ['id'],
    types: EVENT_TYPES,
    load: (context) => [
      eventsApi.endpoints.getEvent.initiate(idOf(context)),
      // The place, on the page and in its structured data.
      ...lists('getCities'),
    ],
    head: (context) => {
      const event = answer(eventsApi.endpoints.getEvent.select(idOf(context))(context.state));
      if (event === 'missing') return null;
      if (!event)
        return { title: context.intl.formatMessage(eventMessages.eventTitle), description: '' };
      const city = context.state.references.cities.find((c) => c.id === event.city)?.name;
      return {
        title: event.name,
        description: summary(event.description),
        image: event.image,
        ogType: 'article',
        // The list type is only where the breadcrumb leads: one canonical address per event.
        jsonLd: [eventLd(event, context.origin, paths.event(event.id), city)],
      };
    },
  },
  {
    pattern: r.publicProfile,
    chunk: 'page-public-profile',
    ids: ['id'],
    load: (context) => [
      profileApi.endpoints.getPublicProfile.initiate(idOf(context)),
      // City, specialization, work place and university by name (ProfileView).
      ...lists('getCities', 'getSpecializations', 'getWorkPlaces', 'getUniversities'),
    ],
    head: (context) => {
      const profile = answer(
        profileApi.endpoints.getPublicProfile.select(idOf(context))(context.state),
      );
      if (profile === 'missing') return null;
      if (!profile) return { title: '', description: '' };
      const name = fullName(profile);
      return {
        title: name,
        description: summary(
          profile.about || context.intl.formatMessage(headMessages.profileDescription, { name }),
        ),
        image: profile.photo,
        ogType: 'profile',
        jsonLd: [personLd(profile, context.origin, context.pathname)],
      };
    },
  },
  {
    // Not a 404 when the id is unknown: the page itself says the certificate is not valid.
    pattern: r.certificate,
    chunk: 'page-certificate',
    load: ({ params }) => [profileApi.endpoints.verifyCertificate.initiate(params.id ?? '')],
    head: ({ params, state, intl }) => {
      const certificate = answer(
        profileApi.endpoints.verifyCertificate.select(params.id ?? '')(state),
      );
      if (!certificate || certificate === 'missing')
        return {
          title: intl.formatMessage(headMessages.certificateMissing),
          description: '',
          noindex: true,
        };
      const name = fullName(certificate.holder);
      return {
        title: intl.formatMessage(headMessages.certificateTitle, {
          course: certificate.course.name,
        }),
        description: intl.formatMessage(headMessages.certificateDescription, {
          name,
          course: certificate.course.name,
        }),
      };
    },
  },
  { pattern: r.auth, chunk: 'page-login', head: () => ({ title: '', description: '' }) },
  { pattern: r.register, chunk: 'page-register', head: () => ({ title: '', description: '' }) },
];

/** The not-found page: unknown paths, malformed ids or types, ids the API does not know. */
export const notFoundRoute: ServerRoute = {
  pattern: r.notFound,
  chunk: 'page-not-found',
  head: ({ intl }) => ({
    title: intl.formatMessage(notFoundMessages.notFoundTitle),
    description: intl.formatMessage(notFoundMessages.notFoundLead),
  }),
};
