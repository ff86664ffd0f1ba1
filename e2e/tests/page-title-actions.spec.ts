/**
 * A page's actions (the favorite toggle of a course or a session) stay beside its title at phone
 * width: the title wraps, the heart does not drop to a row of its own under it.
 */
import { expect, test } from '../fixtures/test';
import { waitForScreen } from '../fixtures/ready';

test.use({ viewport: { width: 390, height: 844 } });

for (const path of ['/education/course/4', '/education/module/10']) {
  test(`the favorite toggle stays beside a long title on a phone: ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForScreen(page);
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    const toggle = await page
      .getByRole('main')
      .getByRole('button', { name: /favorites/i })
      .first()
      .boundingBox();
    expect(title && toggle).toBeTruthy();
    // Before: the toggle's top was below the title's bottom (a row of its own, 56 px lower).
    expect(toggle!.y).toBeLessThan(title!.y + title!.height);
    expect(toggle!.x).toBeGreaterThan(title!.x + title!.width - 1);
  });
}
