/**
 * The learning list's "Show more" kept in the address (README "Decisions where the spec is
 * silent", '"Show more" in the address'): a reload shows the cards the reader had opened, drawn
 * by the web server with their data, at the place they had scrolled to; Back does too; an
 * absurd address asks the API for no more than there is.
 */
import type { Page } from '@playwright/test';
import { isDataCall, waitForHydratedHeading } from '../fixtures/hydration';
import { expect, test } from '../fixtures/test';

const cardsOf = (page: Page) =>
  page.getByRole('list', { name: 'Courses and sessions' }).getByRole('article');

/** The cards in the HTML as sent, before any JavaScript. */
const cardsInHtml = (html: string) => html.match(/<article\b/g)?.length ?? 0;

test('after "Show more", a reload and Back keep the 24 cards and the place on the page', async ({
  page,
}) => {
  await page.goto('/education/all');
  await waitForHydratedHeading(page);
  await expect(cardsOf(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cardsOf(page)).toHaveCount(24);
  await expect(page).toHaveURL(/\/education\/all\?shown=24$/);
  await cardsOf(page).nth(19).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 50));
  const place = await page.evaluate(() => window.scrollY);
  expect(place).toBeGreaterThan(1000);

  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  const dataCalls: string[] = [];
  page.on('request', (r) => {
    if (isDataCall(r)) dataCalls.push(new URL(r.url()).pathname);
  });
  await page.reload();
  await waitForHydratedHeading(page);
  await expect(cardsOf(page)).toHaveCount(24);
  await expect(page.getByText('Showing 24 of', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/education\/all\?shown=24$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 20);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(place + 20);
  await page.waitForLoadState('networkidle');
  expect(problems, 'hydrated without a mismatch').toEqual([]);
  expect(dataCalls, 'the 24 cards came with the page').not.toContain('/api/media/search/');

  // An opened card and Back: the same 24.
  await cardsOf(page).nth(20).getByRole('heading').getByRole('link').click();
  await expect(page).not.toHaveURL(/\/education\/all/);
  await page.goBack();
  await expect(cardsOf(page)).toHaveCount(24);
  await expect(page).toHaveURL(/\/education\/all\?shown=24$/);
});

test('the web server renders the cards an address asks for, and no more than it may', async ({
  request,
}) => {
  const html = async (search: string) => {
    const response = await request.get(`/education/all${search}`);
    expect(response.status()).toBe(200);
    return response.text();
  };
  expect(cardsInHtml(await html('?shown=36'))).toBe(36);
  expect(cardsInHtml(await html(''))).toBe(12);
  // The whole list is fewer than 120: all of it, and the page says so.
  const all = await html('?shown=100000');
  const count = Number(/Showing (\d+) of (\d+)/.exec(all)?.[2]);
  expect(count).toBeGreaterThan(36);
  expect(count).toBeLessThan(120);
  expect(cardsInHtml(all)).toBe(count);
  for (const search of ['?shown=-24', '?shown=abc', '?shown=0'])
    expect(cardsInHtml(await html(search))).toBe(12);
});
