/**
 * Favorites (SPEC §2 "Favorites page", §4, §8): hearts on cards add with a confirmation, the
 * favorites page lists them per tab, removing there confirms and leaves the SPEC empty texts;
 * paging by three with Next/Back; clicking items opens them; unpublished sessions are hidden.
 */
import type { Page } from '@playwright/test';
import { demoContent } from '../../server/demo/demoContent';
import { ANNA, VIEWPORTS } from '../fixtures/env';
import { presetPreferences } from '../fixtures/prefs';
import { expect, test } from '../fixtures/test';
import { card, dismissWithEscape, expectSnackbar } from '../fixtures/ui';

const COURSE = demoContent.courses.find((c) => c.id === 1)!.name;
const MODULE = demoContent.modules.find((m) => m.id === 1)!.name;
const ARTICLE = demoContent.articles.find((a) => a.id === 1)!.name;

/** The pager follows the page actually shown, so waiting for its current page waits for the load. */
async function expectShownPage(page: Page, n: number) {
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('button', { name: `Page ${n}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
}

async function heart(
  page: Page,
  name: string,
  state: 'Add to favorites' | 'Remove from favorites',
) {
  return card(page, name).getByRole('button', { name: state });
}

test('a member adds a course, a session and a news item on cards and removes them on the favorites page', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/favorites/all');
  await expect(page.getByText('Your favorites list is empty')).toBeVisible();

  await page.goto(`/education/courses?q=${encodeURIComponent(COURSE)}`);
  await (await heart(page, COURSE, 'Add to favorites')).click();
  await expectSnackbar(page, 'Course added to favorites');
  await expect(await heart(page, COURSE, 'Remove from favorites')).toBeVisible();

  await page.goto(`/education/modules?q=${encodeURIComponent(MODULE)}`);
  await (await heart(page, MODULE, 'Add to favorites')).click();
  await expectSnackbar(page, 'Report added to favorites');

  await page.goto(`/media?q=${encodeURIComponent(ARTICLE)}`);
  await (await heart(page, ARTICLE, 'Add to favorites')).click();
  await expectSnackbar(page, 'News added to favorites');

  await page.goto('/favorites/all');
  for (const name of [COURSE, MODULE, ARTICLE]) await expect(card(page, name)).toBeVisible();

  for (const [tab, name, removed, empty] of [
    ['courses', COURSE, 'Course removed from favorites', 'Your list of favorite courses is empty'],
    [
      'education',
      MODULE,
      'Report removed from favorites',
      'Your list of favorite sessions is empty',
    ],
    ['media', ARTICLE, 'News removed from favorites', 'Your favorite list is empty'],
  ] as const) {
    await page.goto(`/favorites/${tab}`);
    await (await heart(page, name, 'Remove from favorites')).click();
    await expectSnackbar(page, removed);
    await expect(page.getByText(empty)).toBeVisible();
  }
  await page.goto('/favorites/all');
  await expect(page.getByText('Your favorites list is empty')).toBeVisible();
});

test('favorites tabs page by three with Next and Back (demo user Anna: 8 courses)', async ({
  page,
  signInAs,
}) => {
  await signInAs(ANNA.email);
  await page.goto('/favorites/courses');
  const cards = page.getByRole('article');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(cards).toHaveCount(3);
  const first = await cards.getByRole('heading').allTextContents();
  await expect(pager.getByRole('button', { name: 'Back' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expectShownPage(page, 2);
  await expect(cards.first().getByRole('heading')).not.toHaveText(first[0]);
  await expect(cards).toHaveCount(3);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expectShownPage(page, 3);
  await expect(cards).toHaveCount(2); // ceil(8 / 3) = 3 pages: 3 + 3 + 2
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Back' }).click();
  await expectShownPage(page, 2);
  await pager.getByRole('button', { name: 'Back' }).click();
  await expectShownPage(page, 1);
  await expect(cards.getByRole('heading')).toHaveText(first);
});

test('a tab with up to three items shows no pagination (James: 2 news)', async ({
  page,
  signInAs,
}) => {
  await signInAs('james@demo.edu');
  await page.goto('/favorites/media');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
});

test('unpublished sessions are hidden from favorites', async ({ page, signInAs }) => {
  // Anna's favorite module 15 is an unpublished draft (server/demo/content/activity.ts).
  const draft = demoContent.modules.find((m) => m.id === 15)!;
  expect(draft.is_published).toBe(false);
  await signInAs(ANNA.email);
  await page.goto('/favorites/education');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  // Anna has more than three favorite sessions, so there are pages; look at every one of them.
  // Next is read only once the page is shown and settled, when its state can no longer change.
  const next = pager.getByRole('button', { name: 'Next' });
  for (let n = 1; n <= 10; n += 1) {
    await expectShownPage(page, n);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(card(page, draft.name)).toHaveCount(0);
    if (await next.isDisabled()) break;
    await next.click();
  }
  await expect(next).toBeDisabled();
});

test('clicking a favorite opens its course, session or article', async ({ page, signInAs }) => {
  await signInAs(ANNA.email);
  for (const [tab, url] of [
    ['courses', /\/education\/course\/\d+$/],
    ['education', /\/education\/module\/\d+$/],
    ['media', /\/media\/\d+$/],
  ] as const) {
    await page.goto(`/favorites/${tab}`);
    const title = page.getByRole('article').first().getByRole('heading');
    const name = (await title.textContent())!.trim();
    await title.getByRole('link').click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});

test('Back from a favorite opened on page 3, and a reload, come back to page 3; on All each block keeps its own', async ({
  page,
  signInAs,
}) => {
  await signInAs(ANNA.email);
  await page.goto('/favorites/courses');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const cards = page.getByRole('article');
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expectShownPage(page, 3);
  const third = await cards.getByRole('heading').allTextContents();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/education\/course\/\d+$/);
  // Before: the block started again at page 1.
  await page.goBack();
  await expectShownPage(page, 3);
  await expect(cards.getByRole('heading')).toHaveText(third);
  await page.reload();
  await expectShownPage(page, 3);
  await expect(page).toHaveURL(/\/favorites\/courses\?page=3$/);

  await page.goto('/favorites/all');
  const coursesPager = page.getByRole('navigation', { name: /Courses/ });
  await coursesPager.getByRole('button', { name: 'Next' }).click();
  await expect(coursesPager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.reload();
  await expect(coursesPager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const sessionsPager = page.getByRole('navigation', { name: /Sessions/ });
  await expect(sessionsPager.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a visitor pressing a heart gets the auth prompt, not a favorite', async ({ page }) => {
  await page.goto(`/education/courses?q=${encodeURIComponent(COURSE)}`);
  const add = await heart(page, COURSE, 'Add to favorites');
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Log in to continue' });
  await expect(dialog).toBeVisible();
  await dismissWithEscape(dialog);
  await expect(add).toHaveAccessibleName('Add to favorites');
});

test('phone width, Russian, keyboard: Next hands the focus to the block heading, on screen, which says the page', async ({
  page,
  signInAs,
}) => {
  await signInAs(ANNA.email);
  await page.setViewportSize(VIEWPORTS.phone);
  await presetPreferences(page, { locale: 'ru' });
  await page.goto('/favorites/all');
  // The last block (courses, 8 of Anna's: 3 pages), far down the page at 390 px.
  const pager = page.getByRole('navigation', { name: 'Постраничная навигация: Курсы' });
  const heading = page.getByRole('heading', { level: 2, name: 'Курсы' });
  const next = pager.getByRole('button', { name: 'Далее' });
  await next.focus();
  await page.keyboard.press('Enter');
  // Before: the focus stayed on Next, scrolled off screen with the block's top, and nothing was said.
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription('Страница 2 из 3');
  await expect(heading).toBeInViewport();
  await expect(next).not.toBeInViewport();
});
