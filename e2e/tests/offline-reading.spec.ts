/**
 * A reader who loses the network keeps what they were reading (src/shared/api/keepShownData.ts):
 * the tab shown again while offline asks for its data again (RTK Query's refetchOnFocus), and
 * that request failing used to put "Could not load" in place of the list or the event.
 */
import { expect, test } from '../fixtures/test';
import { waitForScreen } from '../fixtures/ready';

const PAGES = [
  { path: '/education/all', what: 'the catalogue', shows: 'main article' },
  { path: '/events/all', what: 'the events list', shows: 'main article' },
  { path: '/events/all/1', what: 'an event', shows: 'main h1 ~ *, main section' },
  { path: '/education/course/1', what: 'a course', shows: 'main h1 ~ *, main section' },
];

for (const { path, what, shows } of PAGES) {
  test(`${what} stays on screen when the tab is shown again offline, and after the network is back`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await waitForScreen(page);
    const error = page.getByRole('heading', { name: /Could not load|error loading/i });
    const content = page.locator(shows).first();
    await expect(content).toBeVisible();
    await context.setOffline(true);
    const asked = page.waitForEvent('requestfailed', (request) =>
      new URL(request.url()).pathname.startsWith('/api/'),
    );
    // The reader comes back to the tab: RTK Query fetches what it shows again, and fails.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await asked;
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    await expect(content).toBeVisible();
    await expect(error).toHaveCount(0);
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
    await expect(content).toBeVisible();
    await expect(error).toHaveCount(0);
  });
}
