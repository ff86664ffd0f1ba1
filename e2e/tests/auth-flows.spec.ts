/**
 * Login and registration flows (docs/api.md "Auth", SPEC §4, §5.1, §8): register -> code -> the
 * wanted personal account; login returning to the saved wanted path, and to a public session or
 * course it was asked for from; a refused wanted path
 * landing on /main; a wrong code; logout clearing both cookies.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { apiResponse, freshUser, lastCode, registerUser, signIn, typeCode } from '../fixtures/auth';
import { expectAccessible } from '../fixtures/a11y';
import { ANNA, JAMES } from '../fixtures/env';
import { expect, test } from '../fixtures/test';

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Log in to continue' });
const sessionCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((c) => c.name === 'accessToken' || c.name === 'refreshToken');

test('register -> code -> the personal account the visitor wanted', async ({
  page,
  stack,
  context,
}) => {
  const user = freshUser('reg');
  await page.goto('/personal');
  await prompt(page).getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('textbox', { name: 'First name' }).fill(user.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(user.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  const registered = apiResponse(page, '/auth/register/');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await registered).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByText(user.email)).toBeVisible();
  await typeCode(page, await lastCode(page.request, stack.apiOrigin, user.email));
  await expect(page).toHaveURL(/\/personal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal account');
  await expect(
    page.getByRole('button', {
      name: new RegExp(`Account menu of ${user.firstName} ${user.lastName}`),
    }),
  ).toBeVisible();
  await expect
    .poll(async () => (await sessionCookies(context)).map((c) => [c.name, c.path]).sort())
    .toEqual([
      ['accessToken', '/'],
      ['refreshToken', '/'],
    ]);
});

test('registration: empty fields say what is missing; a used email gets the code step like a new one', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Fill in the name')).toBeVisible();
  await expect(page.getByText('Fill in last name')).toBeVisible();
  await expect(page.getByText('Fill in your email')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Anna');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Again');
  await page.getByRole('textbox', { name: 'Email' }).fill(ANNA.email);
  const sent = apiResponse(page, '/auth/register/');
  await page.getByRole('button', { name: 'Create account' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(ANNA.email);
});

test('registration: a wrong promo code gets the SPEC §5.6 message', async ({ page }) => {
  const user = freshUser('promo');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'First name' }).fill(user.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(user.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: /Promo code/ }).fill('NOPE-123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('An incorrect promotional code was entered. Check your entry is correct'),
  ).toBeVisible();
});

test('login returns to the saved wanted path', async ({ page, stack }) => {
  await page.goto('/favorites/media');
  await expect(page).toHaveURL(/\/education\/all$/);
  await prompt(page).getByRole('button', { name: 'Log in' }).click();
  // signIn reloads /auth unless the page is there already: let the prompt's navigation land first.
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, stack.apiOrigin, JAMES.email);
  await expect(page).toHaveURL(/\/favorites\/media$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Favorites');
});

test("a session opened from a shared link: its Log in, or the header's on a course, comes back there", async ({
  page,
  stack,
  context,
}) => {
  // A public page is no protected route: nothing saved the way back, and the login ended on /main.
  await page.goto('/education/module/32');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await prompt(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, stack.apiOrigin, JAMES.email);
  await expect(page).toHaveURL(/\/education\/module\/32$/);
  await expect(page.getByText(/You are watching as a guest/)).toHaveCount(0);

  await context.clearCookies();
  await page.goto('/education/course/8');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, stack.apiOrigin, ANNA.email);
  await expect(page).toHaveURL(/\/education\/course\/8$/);
  await expect(page.getByRole('heading', { name: 'Your progress' })).toBeVisible();
});

test('login without a wanted path lands on /main', async ({ page, stack }) => {
  await page.goto('/auth');
  await signIn(page, stack.apiOrigin, JAMES.email);
  await expect(page).toHaveURL(/\/main$/);
});

test('a refused wanted path (//evil.com) lands on /main', async ({ page, stack }) => {
  // The saved location (SPEC §3) tampered with: a protocol-relative URL must never be followed.
  await page.addInitScript(() => window.sessionStorage.setItem('wantedPath', '//evil.com'));
  await page.goto('/auth');
  await signIn(page, stack.apiOrigin, JAMES.email);
  await expect(page).toHaveURL(/\/main$/);
  expect(new URL(page.url()).origin).toBe(stack.baseURL);
});

test('a wrong code clears the boxes and says so; the right one then signs in', async ({
  page,
  stack,
}) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(JAMES.email);
  // The code is read once the server has issued it: read earlier, it is a code left by an
  // earlier test (one live code per email) or none at all.
  const sent = apiResponse(page, '/auth/login/');
  await page.getByRole('button', { name: 'Get a code' }).click();
  expect((await sent).status()).toBe(200);
  const right = await lastCode(page.request, stack.apiOrigin, JAMES.email);
  const wrong = right === '0000' ? '1111' : '0000';
  const refused = apiResponse(page, '/auth/verify/');
  await typeCode(page, wrong);
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole('alert').filter({ hasText: /code/i })).toBeVisible();
  for (let i = 1; i <= 4; i += 1)
    await expect(page.getByRole('textbox', { name: `Digit ${i} of 4` })).toHaveValue('');
  await typeCode(page, right);
  await expect(page).toHaveURL(/\/main$/);
});

test('logout (Exit) clears both cookies and goes to /auth', async ({ page, signInAs, context }) => {
  await signInAs(JAMES.email);
  await page.goto('/main');
  expect(await sessionCookies(context)).toHaveLength(2);
  await page.getByRole('button', { name: /Account menu of James/ }).click();
  const loggedOut = apiResponse(page, '/auth/logout/');
  await page.getByRole('menuitem', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect((await loggedOut).status()).toBe(204);
  await expect.poll(() => sessionCookies(context)).toEqual([]);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/education\/all$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a browser that has signed in keeps its own code budget: strangers locking the email do not lock it out', async ({
  page,
  stack,
  context,
  request,
}) => {
  const { user } = await registerUser(request, stack.apiOrigin);
  await signIn(page, stack.apiOrigin, user.email);
  // The device cookie (server/auth/devices.ts): out of scripts' reach, sent to /api/auth/ only.
  expect((await context.cookies()).find((c) => c.name === 'device')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/auth/',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('device=');
  await context.clearCookies({ name: 'accessToken' });
  await context.clearCookies({ name: 'refreshToken' });

  // A stranger (requests straight to the API, no cookie) burns the email's code: locked.
  const api = (path: string, data: object) =>
    request.post(`${stack.apiOrigin}/api${path}`, { data });
  expect((await api('/auth/login/', { email: user.email })).status()).toBe(200);
  const strangers = await lastCode(request, stack.apiOrigin, user.email);
  const wrong = strangers === '0000' ? '1111' : '0000';
  for (let i = 0; i < 5; i++) await api('/auth/verify/', { email: user.email, code: wrong });
  expect((await api('/auth/verify/', { email: user.email, code: strangers })).status()).toBe(429);

  // The owner's browser still signs in.
  await page.goto('/auth');
  await signIn(page, stack.apiOrigin, user.email);
  await expect(page).toHaveURL(/\/main$/);
});

test('strangers lock the email: a new browser is refused by code, and the mailed sign-in link signs it in', async ({
  page,
  stack,
  context,
  request,
  playwright,
}, testInfo) => {
  const { user } = await registerUser(request, stack.apiOrigin);
  // A stranger (their own request context: no device cookie) burns the email's code: locked.
  const stranger = await playwright.request.newContext({ baseURL: stack.apiOrigin });
  expect((await stranger.post('/api/auth/login/', { data: { email: user.email } })).status()).toBe(
    200,
  );
  const right = await lastCode(stranger, stack.apiOrigin, user.email);
  const wrong = right === '0000' ? '1111' : '0000';
  const answers = [];
  for (let i = 0; i < 5; i++)
    answers.push(
      (
        await stranger.post('/api/auth/verify/', { data: { email: user.email, code: wrong } })
      ).status(),
    );
  expect(answers).toEqual([400, 400, 400, 400, 429]);
  await stranger.dispose();

  // The owner on a browser the account was never used on: a code, but verify is locked.
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  const sent = apiResponse(page, '/auth/login/');
  await page.getByRole('button', { name: 'Get a code' }).click();
  expect((await sent).status()).toBe(200);
  const refused = apiResponse(page, '/auth/verify/');
  await typeCode(page, await lastCode(page.request, stack.apiOrigin, user.email));
  expect((await refused).status()).toBe(429);
  await expect(page.getByRole('alert')).toContainText(
    'If this email has an account, we have also emailed it a sign-in link that works now.',
  );
  await expectAccessible(page, testInfo, 'code step: the email locked, a sign-in link mailed');

  // The link mailed to the account (test mode keeps the last one, as it keeps codes).
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `${stack.apiOrigin}/api/__test__/last-link/?email=${encodeURIComponent(user.email)}`,
      );
      link = res.ok() ? ((await res.json()) as { url: string }).url : '';
      return link;
    })
    .toMatch(/\/auth\/link#token=[\w-]{43}&email=/);
  const { pathname, hash } = new URL(link);
  const token = new URLSearchParams(hash.slice(1)).get('token')!;
  // Opening the link names the account and waits for the person: nothing is spent yet.
  const linkCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/verify-link/')) linkCalls.push(r.url());
  });
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expectAccessible(page, testInfo, 'sign-in link: before it is used');
  expect(linkCalls).toEqual([]);
  const signedIn = apiResponse(page, '/auth/verify-link/');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('button', { name: /Account menu of Tess/ })).toBeVisible();
  expect(page.url()).not.toContain(token);
  // This browser is now one of the email's devices: its own budget from here on.
  expect((await context.cookies()).find((c) => c.name === 'device')).toMatchObject({
    httpOnly: true,
    path: '/api/auth/',
  });
  // The link works once: signed out, the same link says so and offers the login.
  await context.clearCookies({ name: 'accessToken' });
  await context.clearCookies({ name: 'refreshToken' });
  await page.goto(`${pathname}${hash}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This sign-in link no longer works');
  await expect(page.getByRole('link', { name: 'Log in with a code' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await expectAccessible(page, testInfo, 'sign-in link: used');
});
