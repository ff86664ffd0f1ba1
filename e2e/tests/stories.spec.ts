/**
 * Stories with content (issue 17): each story shows its words and a link into the product, and
 * moving on by itself can be stopped (WCAG 2.2.2): the pause button, a mouse resting on the
 * words, focus on the link. The page clock is fake, so "20 s later" takes no time at all.
 */
import type { Page } from '@playwright/test';
import { demoContent } from '../../server/demo/demoContent';
import { ANNA } from '../fixtures/env';
import { waitForScreen } from '../fixtures/ready';
import { contrastRatio, luminance } from '../fixtures/contrast';
import { tabTo } from '../fixtures/keyboard';
import { expect, test } from '../fixtures/test';

// The strip shows the newest first: story 6 (started today), then 5.
const FIRST = demoContent.stories.find((s) => s.id === 6)!;
const SECOND = demoContent.stories.find((s) => s.id === 5)!;
const ARTICLE = demoContent.articles.find((a) => a.id === FIRST.link!.id)!;

async function openFirstStory(page: Page) {
  await page.clock.install();
  await page.goto('/main');
  await waitForScreen(page);
  await page
    .getByRole('navigation', { name: 'Stories' })
    .getByRole('button', { name: new RegExp(`^${FIRST.name}`) })
    .click();
  const viewer = page.getByRole('dialog', { name: `Story: ${FIRST.name}` });
  await expect(viewer).toBeVisible();
  return viewer;
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs(ANNA.email);
});

test('a story shows its words and a link that leads to what it is about', async ({ page }) => {
  const viewer = await openFirstStory(page);
  await expect(viewer.getByText(FIRST.text)).toBeVisible();
  await viewer.getByRole('link', { name: 'Read the article' }).click();
  await expect(page).toHaveURL(`/media/${ARTICLE.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ARTICLE.name })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('stories pause: with the button, under the mouse on the words, and while the link has focus', async ({
  page,
}) => {
  const viewer = await openFirstStory(page);
  const nowShowing = () => page.getByRole('dialog', { name: /^Story: / });

  await viewer.getByRole('button', { name: 'Pause story' }).click();
  await page.clock.runFor(20_000);
  await expect(nowShowing()).toHaveAccessibleName(`Story: ${FIRST.name}`);
  // The progress bar stops where it was, with the timer.
  const barStates = () => page.evaluate(() => document.getAnimations().map((a) => a.playState));
  await expect.poll(barStates).toContain('paused');

  await viewer.getByRole('button', { name: 'Play story' }).click();
  await page.clock.runFor(5_000);
  await expect(nowShowing()).toHaveAccessibleName(`Story: ${SECOND.name}`);

  await page.getByText(SECOND.text).hover();
  await page.clock.runFor(20_000);
  await expect(nowShowing()).toHaveAccessibleName(`Story: ${SECOND.name}`);
  await page.mouse.move(5, 5);

  await page.getByRole('link', { name: 'Read the article' }).focus();
  await page.clock.runFor(20_000);
  await expect(nowShowing()).toHaveAccessibleName(`Story: ${SECOND.name}`);
  await page.getByRole('button', { name: 'Pause story' }).focus();
  await page.clock.runFor(6_000);
  await expect(nowShowing()).not.toHaveAccessibleName(`Story: ${SECOND.name}`);
});

// The viewer's buttons are white over the story's picture. Over a white one (the worst case,
// made here by hiding the picture over a white stage), the focused button's ring must still
// stand out 3:1 (WCAG 2.4.7, 1.4.11): white between two dark bands. It was white on white.
test("the focus ring of the viewer's buttons stands out over a white picture", async ({ page }) => {
  const viewer = await openFirstStory(page);
  await viewer.getByRole('button', { name: 'Pause story' }).click();
  await viewer.getByTestId('story-media').evaluate((media) => {
    (media as HTMLElement).style.visibility = 'hidden';
    media.parentElement!.style.background = '#fff';
  });
  for (const name of ['Next', 'Close stories']) {
    const button = viewer.getByRole('button', { name, exact: true });
    await tabTo(page, button);
    const box = (await button.boundingBox())!;
    const ring = await button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { offset: parseFloat(style.outlineOffset), width: parseFloat(style.outlineWidth) };
    });
    // A line of pixels across the button's right edge, from 8 px inside to 8 px outside.
    const edge = Math.round(box.x + box.width);
    const shot = await page.screenshot({
      clip: { x: edge - 8, y: Math.round(box.y + box.height / 2), width: 16, height: 1 },
    });
    const pixels: number[][] = await page.evaluate(async (png) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, 1).data;
      return Array.from({ length: bitmap.width }, (_, i) => [...data.slice(i * 4, i * 4 + 3)]);
    }, shot.toString('base64'));
    // The pixel that starts `dx` px outside the edge (negative: inside). The ring, and the two
    // pixels on either side of it (two each: the edge may fall between pixels and blend one).
    const at = (dx: number) => luminance(pixels[8 + dx]);
    const white = Math.max(at(ring.offset), at(ring.offset + 1));
    const inner = Math.min(at(ring.offset - 2), at(ring.offset - 1));
    const outer = Math.min(at(ring.offset + ring.width), at(ring.offset + ring.width + 1));
    expect(
      contrastRatio(white, inner),
      `${name}: the ring against what is inside it`,
    ).toBeGreaterThanOrEqual(3);
    expect(
      contrastRatio(white, outer),
      `${name}: the ring against what is outside it`,
    ).toBeGreaterThanOrEqual(3);
  }
});
