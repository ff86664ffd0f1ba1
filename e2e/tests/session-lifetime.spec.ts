/**
 * A session's absolute lifetime (server SESSION_MAX_AGE_SECONDS, 30 days; server/auth/DECISIONS.md
 * "Absolute session lifetime"): a learner who keeps working is still sent to the login once it
 * has passed, told that the session ended, and brought back to where they were. Here the
 * session lives 15 minutes and the API server's clock is moved instead of waiting.
 */
import type { Page } from '@playwright/test';
import { setSessionCookies, signIn, tokensFor } from '../fixtures/auth';
import { JAMES } from '../fixtures/env';
import { expect, withShortLivedTokens } from '../fixtures/test';

const ACCESS_TTL = 60;
const REFRESH_TTL = 600;
const SESSION_MAX_AGE = 900;

const shortSession = withShortLivedTokens(ACCESS_TTL, REFRESH_TTL, SESSION_MAX_AGE);

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name });

shortSession(
  'a session kept alive by refreshes ends at its lifetime: the login says so and leads back',
  async ({ page, short }) => {
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/api/auth/refresh/') refreshes.push(r.status());
    });
    await setSessionCookies(
      page.context(),
      short.baseURL,
      await tokensFor(page.request, short.apiOrigin, JAMES.email),
    );
    await page.goto(`${short.baseURL}/personal`);
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(JAMES.firstName);
    await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);

    // Minute 9: the access token has expired, the refresh token (10 minutes) has not: renewed.
    short.api.advanceClock(540_000);
    await menuLink(page, 'Favorites').click();
    await expect(page).toHaveURL(/\/favorites\/all$/);
    await expect.poll(() => refreshes).toEqual([200]);
    await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);

    // Minute 16: the renewed refresh token would live to minute 19, but the session ended at 15.
    // A screen not opened before, so its data is not cached from the live session.
    short.api.advanceClock(420_000);
    const learning = menuLink(page, 'Learning');
    const wanted = (await learning.getAttribute('href'))!;
    await learning.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText(/^Your session has ended\. Log in again/)).toBeVisible();
    expect(refreshes).toEqual([200, 401]);
    const sessionCookies = async () =>
      (await page.context().cookies()).filter((c) => /^(access|refresh)Token$/.test(c.name));
    await expect.poll(sessionCookies).toEqual([]);

    // A new sign-in (a new session) returns to the page the learner asked for.
    await signIn(page, short.apiOrigin, JAMES.email);
    await expect(page).toHaveURL(`${short.baseURL}${wanted}`);
    await expect(page.getByRole('button', { name: /Account menu of James/ })).toBeVisible();
  },
);
