/** Server rendering of the learning pages: the list, a course, a session, a sponsor. */
import { filtersToQuery } from '@/features/filters/filtersSlice';
import {
  CATALOGUE_PAGE_SIZE,
  SHOWN_PARAM,
  shownPagesOf,
} from '@/features/learning/catalogue/shownCards';
import { catalogueApi } from '@/features/learning/catalogueApi';
import { learningApi } from '@/features/learning/learningApi';
import { messages as learningMessages } from '@/features/learning/pages/messages';
import { referencesApi } from '@/features/references/referencesApi';
import { parseListQuery } from '@/shared/lib/useListQuery';
import { sectionMessages } from '@/shared/routes/messages';
import { listTabTitle } from '@/shared/routes/listTabTitle';
import { learningTabMessages } from '@/features/learning/catalogue/messages';
import {
  isOneOf,
  LEARNING_TYPES,
  routePatterns as r,
  type LearningType,
} from '@/shared/routes/paths';
import type { CatalogueQuery } from '@/shared/contract/learning';
import { summary } from './head';
import { headMessages } from './messages';
import { idOf, lists, thingHead, type RouteContext, type ServerRoute } from './serverRouteBase';
import { courseLd, moduleLd, organizationLd } from './structuredData';

const apiLearningType: Record<LearningType, CatalogueQuery['type']> = {
  all: 'all',
  courses: 'course',
  modules: 'module',
};

/**
 * The catalogue pages CatalogueResults shows for the address: the first, and as many more as
 * its `?shown=` asks for (at most MAX_KEPT_PAGES; one past the list's end answers 404, which the
 * screen does not ask for: it stops at the list's end).
 */
function cataloguePages(query: CatalogueQuery, { search }: RouteContext) {
  const pages = shownPagesOf(new URLSearchParams(search).get(SHOWN_PARAM));
  return Array.from({ length: pages }, (_, i) =>
    catalogueApi.endpoints.searchCatalogue.initiate({
      ...query,
      page: i + 1,
      page_size: CATALOGUE_PAGE_SIZE,
    }),
  );
}

function learningListQuery({ params, search }: RouteContext): CatalogueQuery {
  const { q, tags, themes } = parseListQuery(search);
  const type = isOneOf(LEARNING_TYPES, params.type) ? params.type : 'all';
  return { ...filtersToQuery({ q, tags, themes }), type: apiLearningType[type] };
}

export const learningRoutes: ServerRoute[] = [
  {
    pattern: r.educationList,
    chunk: 'page-learning-list',
    types: LEARNING_TYPES,
    // Its filters (useCatalogueFilters) and the cards opened with "Show more" (useShownPages).
    reads: ['q', 'tags', 'themes', SHOWN_PARAM],
    load: (context) => [
      ...cataloguePages(learningListQuery(context), context),
      // The filters' tags and themes.
      ...lists('getTags', 'getThemes'),
    ],
    head: ({ intl, params }) => ({
      title: listTabTitle(
        intl,
        sectionMessages.learning,
        params.type === 'all' ? null : learningTabMessages[params.type as LearningType],
      ),
      description: intl.formatMessage(learningMessages.listLead),
    }),
  },
  {
    pattern: r.course,
    chunk: 'page-course',
    ids: ['id'],
    load: (context) => [learningApi.endpoints.getCourse.initiate(idOf(context))],
    head: (context) =>
      thingHead(
        learningApi.endpoints.getCourse.select(idOf(context))(context.state),
        context.intl.formatMessage(learningMessages.courseTitle),
        (course) => ({
          title: course.name,
          description: summary(course.description),
          image: course.image,
          ogType: 'website',
          jsonLd: [courseLd(course, context.origin, context.pathname)],
        }),
      ),
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
    head: (context) =>
      thingHead(
        learningApi.endpoints.getModule.select(idOf(context))(context.state),
        context.intl.formatMessage(learningMessages.moduleTitle),
        (module) => ({
          title: module.name,
          description: summary(module.description),
          image: module.image,
          ogType: 'article',
          jsonLd: [
            moduleLd(module, context.origin, context.pathname, context.state.references.sponsors),
          ],
        }),
      ),
  },
  {
    pattern: r.sponsor,
    chunk: 'page-sponsor',
    ids: ['id'],
    reads: [SHOWN_PARAM],
    load: (context) => [
      referencesApi.endpoints.getSponsor.initiate(idOf(context)),
      ...cataloguePages({ sponsors: String(idOf(context)), type: 'course' }, context),
    ],
    head: (context) =>
      thingHead(
        referencesApi.endpoints.getSponsor.select(idOf(context))(context.state),
        context.intl.formatMessage(learningMessages.sponsorTitle),
        (sponsor) => ({
          title: sponsor.name,
          description: summary(
            sponsor.description ||
              context.intl.formatMessage(headMessages.sponsorDescription, { name: sponsor.name }),
          ),
          image: sponsor.logo,
          squareImage: true,
          jsonLd: [organizationLd(sponsor, context.origin)],
        }),
      ),
  },
];
