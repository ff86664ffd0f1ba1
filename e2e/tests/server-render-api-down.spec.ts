/**
 * Server rendering when the API fails (README "Server rendering", "When the API fails"): a page
 * without its data is a 503 error page that no cache keeps and no search engine indexes, and a
 * stuck API costs a render 3 s (src/app/ssr/apiTimeout.ts), not the web server's render slots.
 */
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { startWebServer } from '../fixtures/webServer';

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

test('a page whose API is down or stuck answers 503 with its error, kept by no cache', async ({
  page,
}) => {
  // Down: a port nothing listens on. Stuck: takes the connection and never answers.
  const down = net.createServer();
  const downPort = await listening(down);
  await new Promise((resolve) => down.close(resolve));
  const stuck = net.createServer(() => undefined);
  const stuckPort = await listening(stuck);
  try {
    for (const [what, port] of [
      ['down', downPort],
      ['stuck', stuckPort],
    ] as const) {
      const web = await startWebServer(`http://127.0.0.1:${port}`);
      try {
        const started = Date.now();
        const response = await fetch(`${web.origin}/education/course/1`);
        const html = await response.text();
        const tookMs = Date.now() - started;
        expect(response.status, what).toBe(503);
        expect(response.headers.get('cache-control'), what).toBe('no-store');
        expect(response.headers.get('retry-after'), what).toBe('5');
        expect(html, what).toContain('<meta name="robots" content="noindex">');
        expect(html, what).not.toContain('application/ld+json');
        expect(html, what).toContain('There was an error loading the course');
        // The render gave up on the stuck API after its timeout, not the test's.
        expect(tookMs, what).toBeLessThan(6_000);
        if (what === 'stuck') {
          // A reader sees the error with its way out, in the server's HTML.
          await page.goto(`${web.origin}/education/course/1`);
          await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        }
      } finally {
        await web.close();
      }
    }
  } finally {
    stuck.close();
  }
});
