/**
 * The OpenAPI document, generated from the routes' own TypeBox schemas (src/shared/contract) by
 * @fastify/swagger. It only describes: request validation and reply serialization are unchanged.
 *
 * - `registerApiDocs` runs in buildApp before the routes (the plugin records each route as it is
 *   added). The summaries and reply shapes (server/apiDocs/, one table per domain) are added to
 *   the document only: handing them to Fastify as response schemas would change how replies are
 *   serialized.
 * - With `expose` (development: config.ts `apiDocs`), GET /api/docs is a small HTML index and
 *   GET /api/docs/openapi.json the document itself.
 * - `npm run openapi` writes the same document to docs/openapi.json (scripts/openapi.ts);
 *   server/test/openapi.test.ts fails when that file is out of date.
 */
import swagger from '@fastify/swagger';
import { Type } from '@sinclair/typebox';
import type { FastifySchema, RouteOptions } from 'fastify';
import type { App } from './context';
import { AUTH_OPERATIONS } from './apiDocs/auth';
import { CONTENT_OPERATIONS } from './apiDocs/content';
import { LEARNING_OPERATIONS } from './apiDocs/learning';
import { PROFILE_OPERATIONS } from './apiDocs/profile';
import { REFERENCE_OPERATIONS } from './apiDocs/references';
import { SHAPES, type Operations } from './apiDocs/shapes';

/** The per-domain tables as one; openapi.test.ts checks that every entry names a route. */
export const OPERATIONS: Operations = {
  ...AUTH_OPERATIONS,
  ...REFERENCE_OPERATIONS,
  ...LEARNING_OPERATIONS,
  ...CONTENT_OPERATIONS,
  ...PROFILE_OPERATIONS,
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
