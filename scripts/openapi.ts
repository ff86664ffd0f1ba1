/**
 * `npm run openapi`: writes docs/openapi.json, the OpenAPI document @fastify/swagger builds from
 * the routes' TypeBox schemas (server/apiDocs.ts). The app is built over an empty in-memory
 * database without test mode, so the test-only route is not in it. server/test/openapi.test.ts
 * fails when the committed file differs from what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app';
import { openDb } from '../server/db/open';

export const OPENAPI_FILE = path.resolve(__dirname, '..', 'docs', 'openapi.json');

/** The document as committed: two-space JSON with a final newline. */
export async function openApiText(): Promise<string> {
  const db = await openDb({ sqlitePath: ':memory:' });
  try {
    const app = await buildApp({ db });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return text;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  openApiText()
    .then((text) => {
      fs.mkdirSync(path.dirname(OPENAPI_FILE), { recursive: true });
      fs.writeFileSync(OPENAPI_FILE, text);
      console.log(`Wrote ${path.relative(process.cwd(), OPENAPI_FILE)}`);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
