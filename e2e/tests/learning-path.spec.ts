/**
 * The way through a course and into paid content (issue 17 items 1 and 4; docs/api.md "Course
 * path", "Promo codes"): the course page shows the learner's progress and Continue opens the first
 * unfinished session; a session links to the next one; Home's Continue learning resumes the
 * course; an existing account redeems a promo code on a lock panel and the paid session opens.
 */
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../fixtures/a11y';
import { modulesOfCourse, passTestViaApi } from '../fixtures/learning';
import { switchPreferences } from '../fixtures/prefs';
import { apiJson } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';

const COURSE = 1; // free
const SESSIONS = modulesOfCourse(COURSE).sort((a, b) => a.position - b.position);
const PAID_COURSE = 2;
const PAID_SESSION = modulesOfCourse(PAID_COURSE).sort((a, b) => a.position - b.position)[0];

interface Detail {
  video: { id: number } | null;
  viewable_materials: { id: number }[];
  downloadable_materials: { id: number }[];
}

/** Watches a session's video to the end and opens each material, through the API. */
async function completeViaApi(
  request: APIRequestContext,
  apiOrigin: string,
  token: string,
  moduleId: number,
) {
  const detail = await apiJson<Detail>(request, apiOrigin, `/courses/modules/${moduleId}/`, token);
  const post = (path: string, data: object) =>
    request.post(`${apiOrigin}/api/courses/modules/${moduleId}/${path}/`, {
      data,
      headers: { Authorization: `Bearer ${token}` },
    });
  if (detail.video) {
    expect((await post('start', { label: 'video', object_id: detail.video.id })).status()).toBe(
      200,
    );
    expect((await post('point', { label: 'video', object_id: detail.video.id })).status()).toBe(
      200,
    );
  }
  for (const m of [...detail.viewable_materials, ...detail.downloadable_materials])
    expect((await post('point', { label: 'material', object_id: m.id })).status()).toBe(200);
}

test('the course page shows progress and Continue opens the first unfinished session, which links to the next', async ({
  page,
  request,
  stack,
  newMember,
}) => {
  expect(SESSIONS.length).toBeGreaterThanOrEqual(3);
  const { tokens } = await newMember();
  await completeViaApi(request, stack.apiOrigin, tokens.access, SESSIONS[0].id);
  await passTestViaApi(request, stack.apiOrigin, tokens.access, SESSIONS[0].id);

  await page.goto(`/education/course/${COURSE}`);
  const progress = page.getByRole('progressbar', { name: 'Course progress' });
  await expect(progress).toHaveAttribute(
    'aria-valuetext',
    `1 of ${SESSIONS.length} sessions completed`,
  );
  await expect(page.getByText(`1 of ${SESSIONS.length} tests passed`)).toBeVisible();
  await expect(
    page.getByText(`Pass the test of each of the ${SESSIONS.length} sessions`),
  ).toBeVisible();
  await expect(page.getByText('Session 1', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/education/module/${SESSIONS[1].id}$`));
  await expect(page.getByRole('heading', { level: 1, name: SESSIONS[1].name })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Sessions of this course' });
  await expect(nav.getByRole('link', { name: new RegExp(SESSIONS[0].name) })).toHaveAttribute(
    'href',
    `/education/module/${SESSIONS[0].id}`,
  );
  await nav.getByRole('link', { name: `Next: session 3 ${SESSIONS[2].name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: SESSIONS[2].name })).toBeVisible();

  // Home resumes the course where the learner stopped: its first unfinished session.
  await page.goto('/main');
  const continueLearning = page.getByRole('region', { name: 'Continue learning' });
  const card = continueLearning.getByRole('article').filter({ hasText: `1 of ${SESSIONS.length}` });
  await expect(card).toContainText(`Next: ${SESSIONS[1].name}`);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/education/module/${SESSIONS[1].id}$`));
});

test('an existing member redeems a promo code on the lock panel and the paid session opens', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto(`/education/module/${PAID_SESSION.id}`);
  await expect(page.getByRole('heading', { name: 'Available after purchase' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to get access' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Promo code' });

  await field.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    page.getByText('An incorrect promotional code was entered. Check your entry is correct'),
  ).toBeVisible();

  await field.fill('welcome2026');
  await page.getByRole('button', { name: 'Redeem' }).click();
  // No reload: the session's video takes the lock's place.
  await expect(page.getByLabel(`Session video: ${PAID_SESSION.name}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Available after purchase' })).toHaveCount(0);

  // The same code again, from the personal account: already used.
  await page.goto('/personal');
  const promo = page.getByRole('textbox', { name: 'Promo code' });
  await promo.fill('WELCOME2026');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('You have already used this promo code.')).toBeVisible();
});

test('the lock panel with its code form and an error passes axe in both themes and languages', async ({
  page,
  newMember,
}, testInfo) => {
  await newMember();
  await page.goto(`/education/module/${PAID_SESSION.id}`);
  for (const [theme, locale, redeem] of [
    ['light', 'en', 'Redeem'],
    ['dark', 'ru', 'Активировать'],
  ] as const) {
    await switchPreferences(page, { theme, locale });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.getByRole('button', { name: redeem }).click(); // empty: the field says so
    await expect(page.getByRole('textbox', { name: /Promo code|Промокод/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectAccessible(page, testInfo, `lock panel ${theme} ${locale}`);
  }
});
