/**
 * The OpenAPI document (server/apiDocs.ts, its tables in server/apiDocs/): docs/openapi.json is
 * what `npm run openapi` writes today, /api/docs is served only when asked for, and documenting
 * changes no route.
 */
import fs from 'node:fs';
import { OPENAPI_FILE, openApiText } from '../../scripts/openapi';
import { OPERATIONS } from '../apiDocs';
import { apiDocsEnabled } from '../config';
import { makeApp } from './helpers';

jest.setTimeout(30_000);

test('docs/openapi.json is up to date (else run `npm run openapi` and commit it)', async () => {
  const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
  const generated = await openApiText();
  if (committed !== generated)
    throw new Error('docs/openapi.json is out of date: run `npm run openapi` and commit it.');
});

test('every route is in the document with a tag; every summary in apiDocs.ts names a route', async () => {
  const doc = JSON.parse(await openApiText()) as {
    paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>;
  };
  const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
  );
  expect(operations.filter(({ op }) => !op.tags?.length)).toEqual([]);
  // A renamed route leaves its OPERATIONS entry behind (server/apiDocs/*.ts): move the entry too.
  const keys = new Set(operations.map(({ key }) => key));
  expect(Object.keys(OPERATIONS).filter((key) => !keys.has(key))).toEqual([]);
  expect(operations.filter(({ op }) => op.summary).length).toBe(Object.keys(OPERATIONS).length);
  // The test-mode route never reaches the document.
  expect(Object.keys(doc.paths).some((p) => p.includes('__test__'))).toBe(false);
});

test('/api/docs and /api/docs/openapi.json are served only with apiDocs', async () => {
  const withDocs = await makeApp({ apiDocs: true });
  const json = await withDocs.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(json.statusCode).toBe(200);
  expect(json.json()).toMatchObject({ openapi: '3.1.0', paths: { '/api/courses/{id}/': {} } });
  const page = await withDocs.inject({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('/api/courses/{id}/');
  // The docs routes do not document themselves, and a stale token does not lock them.
  expect(Object.keys(json.json().paths)).not.toContain('/api/docs');
  const withToken = await withDocs.inject({
    method: 'GET',
    url: '/api/docs/openapi.json',
    headers: { authorization: 'Bearer nonsense' },
  });
  expect(withToken.statusCode).toBe(200);
  await withDocs.close();

  const without = await makeApp();
  expect((await without.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
  expect((await without.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(
    404,
  );
  await without.close();
});

test('API_DOCS decides; unset, docs are on in test mode and outside production', () => {
  expect(apiDocsEnabled({})).toBe(true);
  expect(apiDocsEnabled({ NODE_ENV: 'production' })).toBe(false);
  expect(apiDocsEnabled({ NODE_ENV: 'production', TEST_MODE: '1' })).toBe(true);
  expect(apiDocsEnabled({ NODE_ENV: 'production', API_DOCS: '1' })).toBe(true);
  expect(apiDocsEnabled({ API_DOCS: '0', TEST_MODE: '1' })).toBe(false);
});
