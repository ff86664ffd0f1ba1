/**
 * Avatar (SPEC §2 cropper, docs/api.md POST /profile/my/photo/): choose a photo, crop it in the
 * dialog, save; the JPEG goes up and the new photo replaces the default avatar in the header.
 * A file that is not an image is refused with a message. The photo button is located by its text:
 * the hidden file input it opens carries the same accessible name.
 */
import path from 'node:path';
import { apiResponse } from '../fixtures/auth';
import { REPO_ROOT } from '../fixtures/env';
import { expect, test } from '../fixtures/test';

const PHOTO = path.join(REPO_ROOT, 'server', 'demo', 'files', 'avatars', 'avatar-03.jpg');

test('a new member crops and uploads a photo; it replaces the default avatar', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/personal');
  const trigger = page.getByRole('button', { name: /Account menu of/ });
  // A new account has no photo: the header shows the default avatar (SPEC §2).
  await expect(trigger.locator('[data-avatar="default"]')).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await page.locator('button').filter({ hasText: 'Add a photo' }).click();
  await (await chooser).setFiles(PHOTO);
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save photo' })).toBeEnabled();
  const uploaded = apiResponse(page, '/profile/my/photo/');
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  const answer = await uploaded;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
  const { photo } = (await answer.json()) as { photo: string };
  await expect(dialog).toBeHidden();

  await expect(trigger.locator('img')).toHaveAttribute('src', photo);
  await page.reload();
  await expect(
    page.getByRole('button', { name: /Account menu of/ }).locator('img'),
  ).toHaveAttribute('src', photo);
  await expect(page.locator('button').filter({ hasText: 'Change photo' })).toBeVisible();
});

test('cancelling the crop uploads nothing', async ({ page, newMember }) => {
  await newMember();
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/profile/my/photo/')) uploads += 1;
  });
  await page.goto('/personal');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('button').filter({ hasText: 'Add a photo' }).click();
  await (await chooser).setFiles(PHOTO);
  const dialog = page.getByRole('dialog', { name: 'Crop your photo' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(uploads).toBe(0);
});

test('a file that is not an image is refused with a message', async ({ page, newMember }) => {
  await newMember();
  await page.goto('/personal');
  const chooser = page.waitForEvent('filechooser');
  await page.locator('button').filter({ hasText: 'Add a photo' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(
    page.getByText('This file is not an image. Choose a JPEG, PNG or WebP photo.'),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Crop your photo' })).toBeHidden();
});
