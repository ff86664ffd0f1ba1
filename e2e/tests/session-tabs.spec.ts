/**
 * One session across the tabs of a browser (issue 11; rules in src/shared/api/REAUTH.md): tabs
 * renew an expired access token one at a time and adopt the pair another tab received, so a
 * learner with several tabs open is never logged out by their own tabs; Exit in one tab ends the
 * session in all of them, and a login in one tab shows in the others.
 *
 * The tabs are pages of one browser context: they share cookies, Web Locks and BroadcastChannel,
 * as the tabs of one browser profile do. The API server's clock is moved forward instead of
 * waiting for the short access token to expire.
 */
import type { Page } from '@playwright/test';
import { setSessionCookies, signIn, tokensFor } from '../fixtures/auth';
import { JAMES } from '../fixtures/env';
import { apiJson } from '../fixtures/screens';
import { expect, test, withShortLivedTokens } from '../fixtures/test';

const ACCESS_TTL = 60;
const REFRESH_TTL = 3600;
const TABS = 3;
const EXPIRIES = 4;

const shortLived = withShortLivedTokens(ACCESS_TTL, REFRESH_TTL);

/**
 * Each expiry, the tabs move (client-side, so every tab keeps its store and its old tokens) to a
 * course page none of them has shown: its call cannot be answered from the cache, so it does meet
 * the expired token.
 */
const courseOfRound = (round: number) => round + 3;

/** A client-side navigation, as a link click makes: the router follows popstate. */
async function navigateInApp(tab: Page, path: string): Promise<void> {
  await tab.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
}

/** Each refresh's status; `seen` says, should a count be off, which tab sent which token. */
function countRefreshes(pages: Page[]) {
  const statuses: number[] = [];
  const seen: string[] = [];
  pages.forEach((page, tab) => {
    page.on('response', (r) => {
      if (new URL(r.url()).pathname !== '/api/auth/refresh/') return;
      statuses.push(r.status());
      const sent = (r.request().postDataJSON() as { refresh?: string } | null)?.refresh ?? '';
      seen.push(`tab ${tab + 1}: …${sent.slice(-8)} -> ${r.status()}`);
    });
  });
  return { statuses, seen };
}

async function openTabs(page: Page, count: number, path: string): Promise<Page[]> {
  const tabs = [page];
  for (let i = 1; i < count; i += 1) tabs.push(await page.context().newPage());
  for (const tab of tabs) {
    await tab.goto(path);
    await settled(tab);
  }
  return tabs;
}

shortLived(
  `${TABS} tabs stay signed in across ${EXPIRIES} token expiries, one refresh each time`,
  async ({ page, short }) => {
    shortLived.setTimeout(90_000);
    const tokens = await tokensFor(page.request, short.apiOrigin, JAMES.email);
    await setSessionCookies(page.context(), short.baseURL, tokens);
    const tabs = await openTabs(page, TABS, `${short.baseURL}/main`);
    const refreshes = countRefreshes(tabs);

    for (let round = 0; round < EXPIRIES; round += 1) {
      const id = courseOfRound(round);
      const { name } = await apiJson<{ name: string }>(
        page.request,
        short.apiOrigin,
        `/courses/${id}/`,
      );
      short.api.advanceClock((ACCESS_TTL + 5) * 1000);
      const path = `/education/course/${id}`;
      // Every tab meets the expired token at the same moment.
      await Promise.all(tabs.map((tab) => navigateInApp(tab, path)));
      for (const tab of tabs) {
        await expect(tab).toHaveURL(new RegExp(`${path}$`));
        // This course's own heading: the previous one stays on screen for a moment after the
        // navigation, and counting the refreshes then would be too early.
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(name);
        await settled(tab);
      }
      // One tab renewed the pair; the others adopted it instead of reusing the rotated token.
      expect(
        refreshes.statuses,
        `refreshes after expiry ${round + 1}: ${refreshes.seen.join(', ')}`,
      ).toEqual(Array(round + 1).fill(200));
    }

    // Still one live session: a fresh load of a protected screen in every tab needs no login.
    for (const tab of tabs) {
      await tab.goto(`${short.baseURL}/personal`);
      await expect(tab.getByRole('textbox', { name: 'First name' })).toHaveValue(JAMES.firstName);
    }
    // One pair, no stray cookie; beside it the browser's device cookie from the sign-in
    // (server/auth/devices.ts), which no refresh touches.
    const names = (await page.context().cookies()).map((c) => c.name).sort();
    expect(names).toEqual(['accessToken', 'device', 'refreshToken']);
  },
);

test('Exit in one tab ends the session in every tab, with no call made with the dead token', async ({
  page,
  newMember,
}) => {
  // Three tabs of the personal account, each watched after Exit: 26 s seen locally.
  test.setTimeout(90_000);
  await newMember();
  const tabs = await openTabs(page, TABS, '/personal');
  const access = (await page.context().cookies()).find((c) => c.name === 'accessToken')?.value;
  expect(access).toBeTruthy();

  // Every call the screens make on their own (some start only after others answered) is done,
  // so what is counted below was caused by the Exit.
  for (const tab of tabs) await tab.waitForLoadState('networkidle');
  const deadTokenCalls: string[] = [];
  let exited = false;
  for (const tab of tabs.slice(1)) {
    tab.on('request', (r) => {
      if (exited && r.headers().authorization === `Bearer ${access}`) deadTokenCalls.push(r.url());
    });
  }

  await page.getByRole('button', { name: /Account menu of/ }).click();
  exited = true;
  await page.getByRole('menuitem', { name: 'Exit' }).click();
  for (const tab of tabs) {
    await expect(tab).toHaveURL(/\/auth$/);
    await expect(tab.getByRole('heading', { level: 1 })).toHaveText('Log in');
  }
  await expect.poll(async () => (await page.context().cookies()).length).toBe(0);
  // A tab moved on by hand afterwards is a visitor: back to learning with the prompt.
  await tabs[1].goto('/main');
  await expect(tabs[1]).toHaveURL(/\/education\/all$/);
  expect(deadTokenCalls).toEqual([]);
});

test('a login in one tab shows in the other tabs without a reload', async ({ page, stack }) => {
  const tabs = await openTabs(page, 2, '/education/all');
  const other = tabs[1];
  await expect(other.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.goto('/auth');
  await signIn(page, stack.apiOrigin, JAMES.email);
  await expect(page).toHaveURL(/\/main$/);

  await expect(other.getByRole('button', { name: /Account menu of James/ })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  // The other tab now calls the API as James: his personal screen opens without a login.
  await other
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Personal account' })
    .click();
  await expect(other).toHaveURL(/\/personal$/);
  await expect(other.getByRole('textbox', { name: 'First name' })).toHaveValue(JAMES.firstName);
});
