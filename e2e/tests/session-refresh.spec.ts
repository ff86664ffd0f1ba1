/**
 * Session expiry (SPEC §4, §8; re-auth rules in src/shared/api/REAUTH.md): an expired access
 * token is refreshed once, however many calls fail together, and each call is retried; a
 * refused refresh clears both cookies and ends on /auth. These tests run their own servers with
 * short token lifetimes and move the API server's clock forward instead of waiting.
 */
import type { Page } from '@playwright/test';
import { registerUser, setSessionCookies, signIn, tokensFor } from '../fixtures/auth';
import { demoModule, rightOptionTexts } from '../fixtures/learning';
import { JAMES } from '../fixtures/env';
import { expect, withShortLivedTokens, type Stack } from '../fixtures/test';

const ACCESS_TTL = 60;
const REFRESH_TTL = 600;

const shortLived = withShortLivedTokens(ACCESS_TTL, REFRESH_TTL);

function watchApi(page: Page) {
  const seen = { refresh: [] as number[], unauthorized: [] as string[] };
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname === '/api/auth/refresh/') seen.refresh.push(r.status());
    else if (pathname.startsWith('/api/') && r.status() === 401) seen.unauthorized.push(pathname);
  });
  return seen;
}

async function signedInOnPersonal(page: Page, short: Stack) {
  const tokens = await tokensFor(page.request, short.apiOrigin, JAMES.email);
  await setSessionCookies(page.context(), short.baseURL, tokens);
  await page.goto(`${short.baseURL}/personal`);
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(JAMES.firstName);
  // Everything the page asked for has come back, so no call of it is still on the wire when the
  // test moves the clock (it would meet the expired token too and muddle what is counted).
  await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
  return tokens;
}

const cookie = async (page: Page, name: string) =>
  (await page.context().cookies()).find((c) => c.name === name)?.value;

shortLived(
  'an expired access token is refreshed once and the calls are retried',
  async ({ page, short }) => {
    const tokens = await signedInOnPersonal(page, short);
    const seen = watchApi(page);
    short.api.advanceClock((ACCESS_TTL + 5) * 1000);

    // The favorites page asks for three blocks at once: all three meet the expired token.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Favorites' })
      .click();
    await expect(page).toHaveURL(/\/favorites\/all$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    // All three blocks answered (the first card may come from one of them alone): only now does
    // "one refresh" cover every call that met the expired token.
    await expect(page.locator('[data-skeleton], [aria-busy="true"]')).toHaveCount(0);
    expect(seen.refresh).toEqual([200]);
    expect(seen.unauthorized.length).toBeGreaterThan(0);
    await expect.poll(() => cookie(page, 'accessToken')).not.toBe(tokens.access);
    await expect.poll(() => cookie(page, 'refreshToken')).not.toBe(tokens.refresh);

    // The renewed session keeps working without another refresh.
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Personal account' })
      .click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(JAMES.firstName);
    expect(seen.refresh).toEqual([200]);
  },
);

shortLived('a refused refresh clears both cookies and ends on /auth', async ({ page, short }) => {
  await signedInOnPersonal(page, short);
  const seen = watchApi(page);
  short.api.advanceClock((REFRESH_TTL + 5) * 1000);

  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Favorites' })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  expect(seen.refresh).toEqual([401]);
  await expect.poll(() => cookie(page, 'accessToken')).toBeUndefined();
  await expect.poll(() => cookie(page, 'refreshToken')).toBeUndefined();
});

// A browser with a session draws its own screen over a server's page once it has asked the
// page's queries again with the session (src/app/screenData.ts): the refresh happens first.
shortLived(
  "a shared link opened with an expired access token: one refresh, then the reader's own page",
  async ({ page, short }) => {
    await signedInOnPersonal(page, short);
    const seen = watchApi(page);
    short.api.advanceClock((ACCESS_TTL + 5) * 1000);

    await page.goto(`${short.baseURL}/education/course/1`);
    await expect(page.getByRole('heading', { level: 2, name: 'Your progress' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Account menu of James/ })).toBeVisible();
    expect(seen.refresh).toEqual([200]);
  },
);

shortLived(
  'a shared link opened after the session died: both cookies cleared, ends on /auth',
  async ({ page, short }) => {
    await signedInOnPersonal(page, short);
    const seen = watchApi(page);
    short.api.advanceClock((REFRESH_TTL + 5) * 1000);

    await page.goto(`${short.baseURL}/education/course/1`);
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    expect(seen.refresh).toEqual([401]);
    await expect.poll(() => cookie(page, 'accessToken')).toBeUndefined();
    await expect.poll(() => cookie(page, 'refreshToken')).toBeUndefined();
  },
);

// src/shared/api/REAUTH.md "A test finished as the session died".
shortLived(
  'Finish pressed as the session died: after the login the test is finished, once',
  async ({ page, short }) => {
    const { user, tokens } = await registerUser(page.request, short.apiOrigin);
    await setSessionCookies(page.context(), short.baseURL, tokens);
    const module = demoModule(1);
    const ends: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('/end/')) ends.push(r.status());
    });
    await page.goto(`${short.baseURL}/education/module/tests/1?module=1`);
    const total = module.test.questions.length;
    for (const [i, q] of module.test.questions.entries()) {
      const group = page.getByRole('group', { name: new RegExp(`^Question ${i + 1} of ${total}`) });
      for (const text of rightOptionTexts(1, q.text))
        await group.getByLabel(text, { exact: true }).check();
    }
    short.api.advanceClock((REFRESH_TTL + 5) * 1000);
    await page.getByRole('button', { name: 'Finish test' }).click();
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, short.apiOrigin, user.email);
    const result = page.getByRole('region', { name: 'Your result' });
    await expect(result.getByText('Test passed', { exact: true })).toBeVisible();
    await expect(result).toContainText('You pressed Finish test as your session ended.');
    await expect(page).toHaveURL(/\/education\/module\/tests\/1\?module=1$/);
    expect(ends).toEqual([401, 200]);
    // A reload shows the pass; nothing is sent again.
    await page.reload();
    await expect(page.getByText(/You passed this test/)).toBeVisible();
    expect(ends).toEqual([401, 200]);
  },
);
