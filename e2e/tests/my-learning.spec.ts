/**
 * The personal account's "My learning" (src/features/profile/README.md): a new member's account
 * points to the course list; once they open a session of a course and its video starts, the
 * account shows that course with its progress in words and a link to the session where they
 * stopped, which opens it.
 */
import { apiResponse } from '../fixtures/auth';
import { demoCourse, modulesOfCourse } from '../fixtures/learning';
import { waitForScreen } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';
import { card } from '../fixtures/ui';

const COURSE = demoCourse(1); // free
const SESSIONS = modulesOfCourse(COURSE.id).sort((a, b) => a.position - b.position);
const FIRST = SESSIONS[0];

test('a session opened shows its course in My learning, with its progress and the way back to it', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/personal');
  await waitForScreen(page);
  const learning = page.getByRole('region', { name: 'My learning' });
  await expect(
    learning.getByRole('heading', { level: 3, name: 'You have not started a course yet' }),
  ).toBeVisible();
  await expect(learning.getByRole('link', { name: 'Choose a course' })).toHaveAttribute(
    'href',
    '/education/courses',
  );

  // The learner opens the course's first session from the course page and starts its video.
  await page.goto(`/education/course/${COURSE.id}`);
  await waitForScreen(page);
  await card(page, FIRST.name).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: FIRST.name })).toBeVisible();
  const video = page.getByLabel(`Session video: ${FIRST.name}`);
  await expect(video).toBeVisible();
  const started = apiResponse(page, `/courses/modules/${FIRST.id}/start/`);
  await video.evaluate((v: HTMLVideoElement) => v.play()); // the reader presses play
  expect((await started).status()).toBe(200);

  await page.goto('/personal');
  await waitForScreen(page);
  await expect(learning.getByRole('heading', { level: 3, name: 'In progress: 1' })).toBeVisible();
  const course = card(learning, COURSE.name);
  const counts = `0 of ${SESSIONS.length} sessions completed`;
  await expect(course.getByRole('progressbar')).toHaveAttribute('aria-valuetext', counts);
  await expect(course.getByText(counts, { exact: true })).toBeVisible();
  await expect(course).toContainText(`Next: ${FIRST.name}`);
  await course.getByRole('link', { name: COURSE.name }).click();
  await expect(page).toHaveURL(new RegExp(`/education/module/${FIRST.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: FIRST.name })).toBeVisible();
});
