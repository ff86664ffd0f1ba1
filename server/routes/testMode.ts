/**
 * Test mode only (buildApp testMode / TEST_MODE=1): lets the project's own tests read the last
 * code, and the last sign-in link, an email was sent.
 */
import { Type } from '@sinclair/typebox';
import type { App } from '../context';
import { notFound } from '../lib/errors';
import { canonicalEmail } from '../auth/email';

/** Codes and links are kept under the email's one spelling (auth/email.ts), as the auth calls key them. */
const emailOf = (email: string) => canonicalEmail(email) ?? email;

export async function testModeRoutes(app: App): Promise<void> {
  app.get(
    '/__test__/last-code/',
    {
      schema: {
        querystring: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
      },
      config: { auth: 'ignore' },
    },
    async (req) => {
      const code = await app.ctx.codes.lastCode(emailOf(req.query.email), app.ctx.now());
      if (!code) throw notFound();
      return { code };
    },
  );

  app.get(
    '/__test__/last-link/',
    {
      schema: {
        querystring: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
      },
      config: { auth: 'ignore' },
    },
    async (req) => {
      const url = app.ctx.signInLinks.lastLink(emailOf(req.query.email));
      if (!url) throw notFound();
      return { url };
    },
  );
}
