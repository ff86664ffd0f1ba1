/**
 * Module progress (SPEC §2 cards, §4, §7): playing the video posts `start` and the module card
 * says Viewed; watching the video (90% of it really played; dragging to the end is not watching)
 * posts the video `point`, opening and downloading the materials post material points, and the
 * card turns Completed.
 */
import type { Locator, Page } from '@playwright/test';
import { apiResponse } from '../fixtures/auth';
import { demoModule } from '../fixtures/learning';
import { expect, test } from '../fixtures/test';
import { waitForScreen } from '../fixtures/ready';
import { card, dismissWithEscape } from '../fixtures/ui';

const MODULE = demoModule(1); // course 1, free; one viewable and one downloadable material

/**
 * The module page as the member's app draws it: a signed-in browser draws its own screen over
 * the server's (README "Server rendering"), so a video played before that would be replaced.
 */
async function openModule(page: Page) {
  await page.goto(`/education/module/${MODULE.id}`);
  await waitForScreen(page);
}

async function statusOnCoursePage(page: Page): Promise<Locator> {
  await page.goto(`/education/course/${MODULE.course}`);
  return card(page, MODULE.name);
}

test('video start makes the session Viewed; the video watched and its materials make it Completed', async ({
  page,
  newMember,
}) => {
  await newMember();
  const before = await statusOnCoursePage(page);
  await expect(before).toBeVisible();
  await expect(before.getByText(/^(Viewed|Completed)$/)).toHaveCount(0);

  await openModule(page);
  const video = page.getByLabel(`Session video: ${MODULE.name}`);
  await expect(video).toBeVisible();
  expect(
    await video.evaluate((v: HTMLVideoElement) => v.canPlayType('video/mp4; codecs="avc1.4d401e"')),
  ).not.toBe('');
  const started = apiResponse(page, `/courses/modules/${MODULE.id}/start/`);
  await video.evaluate((v: HTMLVideoElement) => v.play()); // the reader presses play
  expect((await started).status()).toBe(200);

  const viewed = await statusOnCoursePage(page);
  await expect(viewed.getByText('Viewed', { exact: true })).toBeVisible();

  await openModule(page);
  await expect(video).toBeVisible();
  const videoPoints: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/courses/modules/${MODULE.id}/point/`)) videoPoints.push(r.url());
  });
  // Dragged to the last second and let finish: that is not watching it.
  await video.evaluate(async (v: HTMLVideoElement) => {
    if (Number.isNaN(v.duration))
      await new Promise((r) => v.addEventListener('loadedmetadata', r, { once: true }));
    const ended = new Promise((r) => v.addEventListener('ended', r, { once: true }));
    v.currentTime = Math.max(0, v.duration - 0.5);
    await v.play();
    await ended;
  });
  await page.waitForTimeout(300);
  expect(videoPoints).toEqual([]);
  // Watched from the start (at 16× here): the point follows once 90% has played.
  const videoPoint = apiResponse(page, `/courses/modules/${MODULE.id}/point/`);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.currentTime = 0;
    v.playbackRate = 16;
    await v.play();
  });
  const pointAnswer = await videoPoint;
  expect(pointAnswer.status()).toBe(200);
  expect(pointAnswer.request().postDataJSON()).toMatchObject({ label: 'video' });

  for (const material of MODULE.viewable) {
    const opened = apiResponse(page, `/courses/modules/${MODULE.id}/point/`);
    await page.getByRole('button', { name: `View ${material.name}` }).click();
    expect((await opened).request().postDataJSON()).toMatchObject({ label: 'material' });
    // Escape reaches the viewer only once it has taken focus; until it is gone it covers the page.
    await dismissWithEscape(page.getByRole('dialog', { name: material.name }));
  }
  for (const material of MODULE.downloadable) {
    const downloaded = apiResponse(page, `/courses/modules/${MODULE.id}/point/`);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: `Download ${material.name}` }).click();
    await download;
    expect((await downloaded).status()).toBe(200);
  }

  const completed = await statusOnCoursePage(page);
  await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
});

test('a visitor can watch but no progress is posted, and is told to log in to save it', async ({
  page,
}) => {
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/courses\/modules\/\d+\/(start|point)\//.test(r.url()))
      posted.push(r.url());
  });
  await openModule(page);
  await expect(
    page.getByText('You are watching as a guest. Log in to save your progress and take the test.'),
  ).toBeVisible();
  const video = page.getByLabel(`Session video: ${MODULE.name}`);
  await video.evaluate((v: HTMLVideoElement) => v.play());
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  expect(posted).toEqual([]);
  await expect(page).toHaveURL(new RegExp(`/education/module/${MODULE.id}$`));
});

test('a video whose file failed to load says so, and loads once the connection is back', async ({
  page,
  context,
  newMember,
}) => {
  await newMember();
  const videoFile = (url: URL) =>
    url.pathname.startsWith('/api/media/files/videos/') && url.pathname.endsWith('.mp4');
  // The network drops as the session opens: the video's file never comes.
  await page.route(videoFile, (route) => route.abort('internetdisconnected'));
  await openModule(page);
  const player = page.locator('video');
  await expect(page.getByRole('alert')).toContainText('The video could not be loaded.');
  await context.setOffline(true);
  await page.unroute(videoFile);
  await context.setOffline(false);
  // Before, the element stayed dead (no metadata, play did nothing) until a reload.
  await expect(page.getByText('The video could not be loaded.')).toHaveCount(0);
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(1);
});
