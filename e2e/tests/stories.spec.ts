/**
 * Stories with content (issue 17): each story shows its words and a link into the product, and
 * moving on by itself can be stopped (WCAG 2.2.2): the pause button, a mouse resting on the
 * words, focus on the link. The page clock is fake, so "20 s later" takes no time at all.
 */
import type { Page } from '@playwright/test';
import { demoContent } from '../../server/demo/demoContent';
import { ANNA } from '../fixtures/env';
import { waitForScreen } from '../fixtures/ready';
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
