/**
 * The OpenAPI document, generated from the routes' own TypeBox schemas (src/shared/contract) by
 * @fastify/swagger. It only describes: request validation and reply serialization are unchanged.
 *
 * - `registerApiDocs` runs in buildApp before the routes (the plugin records each route as it is
 *   added). The reply shapes below are added to the document only: handing them to Fastify as
 *   response schemas would change how replies are serialized.
 * - With `expose` (development: config.ts `apiDocs`), GET /api/docs is a small HTML index and
 *   GET /api/docs/openapi.json the document itself.
 * - `npm run openapi` writes the same document to docs/openapi.json (scripts/openapi.ts);
 *   server/test/openapi.test.ts fails when that file is out of date.
 */
import swagger from '@fastify/swagger';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifySchema, RouteOptions } from 'fastify';
import { TokenPair } from '../src/shared/contract/auth';
import { ErrorDetail, NamedItem, Paged, Sponsor, Tag } from '../src/shared/contract/common';
import { Article, ArticleDetail, Event, Member, Story } from '../src/shared/contract/content';
import {
  AnswerResult,
  Course,
  EndTestResult,
  ModuleDetail,
  ModuleSummary,
  ProgressReply,
  Test,
} from '../src/shared/contract/learning';
import {
  Certificate,
  CertificateVerification,
  FavoriteItem,
  FavoriteReply,
  Profile,
  PromoRedeemReply,
  PublicProfile,
  Settings,
} from '../src/shared/contract/profile';
import type { App } from './context';

/**
 * Contract shapes named once in components.schemas; operations point at them with $ref (the
 * document would otherwise repeat Course and its nested shapes in every reply).
 */
const SHAPES = {
  ErrorDetail,
  TokenPair,
  NamedItem,
  Tag,
  Sponsor,
  Course,
  ModuleSummary,
  ModuleDetail,
  ProgressReply,
  Test,
  AnswerResult,
  EndTestResult,
  Article,
  ArticleDetail,
  Event,
  Member,
  Story,
  Profile,
  PublicProfile,
  Certificate,
  CertificateVerification,
  FavoriteItem,
  FavoriteReply,
  PromoRedeemReply,
  Settings,
};
const ref = (name: keyof typeof SHAPES) =>
  Type.Unsafe<unknown>({ $ref: `#/components/schemas/${name}` });
const list = (name: keyof typeof SHAPES) => Type.Array(ref(name));
const ok = (schema: TSchema) => ({ 200: schema });
const Detail = ref('ErrorDetail');
const noContent = { 204: Type.Null({ description: 'No content' }) };

/** Summary and, where the reply has a contract shape, that shape, per "METHOD /path". */
export const OPERATIONS: Record<string, { summary: string; response?: Record<number, TSchema> }> = {
  'POST /api/auth/register/': {
    summary: 'Register: sends a one-time code (the account exists once it is verified)',
    response: { 201: Detail },
  },
  'POST /api/auth/login/': {
    summary: 'Log in: sends a one-time code (same answer for unknown emails)',
    response: ok(Detail),
  },
  'POST /api/auth/verify/': {
    summary: 'Trade email and code for an access/refresh token pair',
    response: ok(ref('TokenPair')),
  },
  'POST /api/auth/refresh/': {
    summary: 'Rotate the refresh token (30 s grace window returns the same successor pair)',
    response: ok(ref('TokenPair')),
  },
  'POST /api/auth/logout/': {
    summary: 'Revoke the session of this refresh token',
    response: noContent,
  },
  'GET /api/references/cities/': { summary: 'Cities', response: ok(list('NamedItem')) },
  'GET /api/references/work-places/': {
    summary: 'Work places',
    response: ok(list('NamedItem')),
  },
  'GET /api/references/specializations/': {
    summary: 'Specializations',
    response: ok(list('NamedItem')),
  },
  'GET /api/references/universities/': {
    summary: 'Universities',
    response: ok(list('NamedItem')),
  },
  'GET /api/references/sponsors/': { summary: 'Sponsors', response: ok(list('Sponsor')) },
  'GET /api/references/tags/': { summary: 'Tags (badges)', response: ok(list('Tag')) },
  'GET /api/courses/themes/': { summary: 'Themes', response: ok(list('NamedItem')) },
  'GET /api/references/settings/': {
    summary: 'Platform settings: how to get access to paid content',
    response: ok(ref('Settings')),
  },
  'GET /api/references/sponsors/{id}/': { summary: 'One sponsor', response: ok(ref('Sponsor')) },
  'GET /api/media/search/': {
    summary: 'The learning catalogue: courses, then modules',
    response: ok(Paged(Type.Union([ref('Course'), ref('ModuleSummary')]))),
  },
  'GET /api/courses/{id}/': { summary: 'A course with its modules', response: ok(ref('Course')) },
  'POST /api/courses/{id}/favorite/': {
    summary: 'Add a course to favorites',
    response: ok(ref('FavoriteReply')),
  },
  'DELETE /api/courses/{id}/favorite/': {
    summary: 'Remove a course from favorites',
    response: noContent,
  },
  'GET /api/courses/modules/{id}/': {
    summary: 'A module (session)',
    response: ok(ref('ModuleDetail')),
  },
  'POST /api/courses/modules/{id}/start/': {
    summary: 'Start a module (makes it Viewed)',
    response: ok(ref('ProgressReply')),
  },
  'POST /api/courses/modules/{id}/point/': {
    summary: 'Record a watched video or opened material',
    response: ok(ref('ProgressReply')),
  },
  'GET /api/courses/modules/{id}/recommendations/': {
    summary: 'Modules sharing tags and themes',
    response: ok(list('ModuleSummary')),
  },
  'POST /api/courses/modules/{id}/favorite/': {
    summary: 'Add a module to favorites',
    response: ok(ref('FavoriteReply')),
  },
  'DELETE /api/courses/modules/{id}/favorite/': {
    summary: 'Remove a module from favorites',
    response: noContent,
  },
  'GET /api/tests/{id}/': { summary: 'A module test', response: ok(ref('Test')) },
  'POST /api/tests/{id}/check-answer/': {
    summary: 'Commit one answer (final for the attempt) and see its verdict',
    response: ok(ref('AnswerResult')),
  },
  'POST /api/tests/{id}/end/': {
    summary: 'Finish the attempt: score the committed answers',
    response: ok(ref('EndTestResult')),
  },
  'GET /api/media/articles/': {
    summary: 'News, newest first',
    response: ok(Paged(ref('Article'))),
  },
  'GET /api/media/articles/{id}/': { summary: 'An article', response: ok(ref('ArticleDetail')) },
  'GET /api/media/articles/{id}/recommendations/': {
    summary: 'Articles sharing tags',
    response: ok(list('Article')),
  },
  'POST /api/media/articles/{id}/favorite/': {
    summary: 'Add an article to favorites',
    response: ok(ref('FavoriteReply')),
  },
  'DELETE /api/media/articles/{id}/favorite/': {
    summary: 'Remove an article from favorites',
    response: noContent,
  },
  'GET /api/events/': { summary: 'Events', response: ok(Paged(ref('Event'))) },
  'GET /api/events/{id}/': { summary: 'One event', response: ok(ref('Event')) },
  'GET /api/communities/': {
    summary: 'Community directory (published profiles)',
    response: ok(Paged(ref('Member'))),
  },
  'GET /api/communities/{id}/': {
    summary: 'A community member',
    response: ok(ref('PublicProfile')),
  },
  'GET /api/stories/': { summary: 'Stories active now', response: ok(list('Story')) },
  'POST /api/stories/{id}/view/': { summary: 'Mark a story seen', response: noContent },
  'GET /api/profile/favorites/': {
    summary: 'All favorites, newest first',
    response: ok(list('FavoriteItem')),
  },
  'GET /api/profile/favorites/article/': {
    summary: 'Favorite articles',
    response: ok(Paged(ref('FavoriteItem'))),
  },
  'GET /api/profile/favorites/course/': {
    summary: 'Favorite courses',
    response: ok(Paged(ref('FavoriteItem'))),
  },
  'GET /api/profile/favorites/module/': {
    summary: 'Favorite modules',
    response: ok(Paged(ref('FavoriteItem'))),
  },
  'GET /api/profile/my/': { summary: 'My profile', response: ok(ref('Profile')) },
  'POST /api/profile/my/': { summary: 'Update my profile (partial)', response: ok(ref('Profile')) },
  'PUT /api/profile/WorkPlaceUpdate/': {
    summary: 'Update my work place (partial)',
    response: ok(ref('Profile')),
  },
  'PUT /api/profile/EducationUpdate/': {
    summary: 'Update my education (partial)',
    response: ok(ref('Profile')),
  },
  'GET /api/profile/certificates/': {
    summary: 'My certificates',
    response: ok(list('Certificate')),
  },
  'GET /api/profile/{id}/public/': {
    summary: 'A published public profile',
    response: ok(ref('PublicProfile')),
  },
  'POST /api/profile/promo/': {
    summary: 'Redeem a promo code: opens the paid courses (once per account; rate-limited)',
    response: ok(ref('PromoRedeemReply')),
  },
  'POST /api/profile/my/photo/': {
    summary:
      'Upload my photo (JPEG, multipart field `photo`; one at a time per account, 429; 503 when busy)',
    response: ok(ref('Profile')),
  },
  'GET /api/certificates/{id}/': {
    summary: 'Verify a certificate by its public id (public, no token)',
    response: ok(ref('CertificateVerification')),
  },
  'GET /api/certificates/{id}/pdf/': {
    summary: 'A certificate as a PDF download (public), in en or ru',
  },
};

/** The tag of a path: its first segment after /api (profile favorites get their own). */
function tagOf(url: string): string {
  if (url.startsWith('/api/profile/favorites/')) return 'favorites';
  if (url.startsWith('/api/courses/modules/')) return 'modules';
  if (url === '/api/courses/themes/') return 'references';
  if (url.startsWith('/api/media/articles/')) return 'news';
  if (url.startsWith('/api/media/search/')) return 'catalogue';
  return url.split('/')[2] ?? 'api';
}

const PHOTO_BODY = Type.Object(
  { photo: Type.String({ format: 'binary', description: 'JPEG, at most 5 MB and 16 megapixels' }) },
  { required: ['photo'] },
);

function transform({
  schema,
  url,
  route,
}: {
  schema: FastifySchema;
  url: string;
  route: RouteOptions;
}) {
  const method = ([] as string[]).concat(route.method)[0];
  const openApiUrl = url.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
  const op = OPERATIONS[`${method} ${openApiUrl}`];
  const auth = route.config?.auth ?? 'optional';
  const documented: Record<string, unknown> = {
    ...schema,
    tags: [tagOf(url)],
    ...(op && { summary: op.summary }),
    ...(op?.response && !schema?.response && { response: op.response }),
    // Only `required` routes refuse a missing token; `optional` ones read it when sent.
    ...(auth !== 'ignore' && {
      security: auth === 'required' ? [{ bearer: [] }] : [{ bearer: [] }, {}],
    }),
  };
  if (openApiUrl === '/api/profile/my/photo/') {
    documented.consumes = ['multipart/form-data'];
    documented.body = PHOTO_BODY;
  }
  return { schema: documented as FastifySchema, url };
}

const page = (doc: {
  paths?: Record<string, Record<string, { summary?: string }> | undefined>;
}): string => {
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).map(
      ([method, op]) =>
        `<tr><td>${method.toUpperCase()}</td><td><code>${esc(path)}</code></td><td>${esc(op.summary ?? '')}</td></tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API</title></head><body>
<h1>EduCommunity API</h1>
<p>The OpenAPI 3.1 document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>
(also committed as docs/openapi.json; the rules in prose: docs/api.md).</p>
<table><thead><tr><th>method</th><th>path</th><th>summary</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>
`;
};

export async function registerApiDocs(app: App, options: { expose: boolean }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'EduCommunity API',
        version: '1',
        description:
          'Generated from the TypeBox contract (src/shared/contract) by `npm run openapi`. ' +
          'The rules in prose: docs/api.md.',
      },
      servers: [{ url: 'http://127.0.0.1:8000', description: 'npm run server' }],
      components: {
        schemas: SHAPES,
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform,
  });
  if (!options.expose) return;
  const config = { auth: 'ignore' as const };
  app.get('/api/docs', { schema: { hide: true }, config }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(page(app.swagger() as never)),
  );
  app.get('/api/docs/openapi.json', { schema: { hide: true }, config }, async () => app.swagger());
}
