import { expect, expectHeading, test } from '../fixtures/test';

test('the production build boots and shows the learning list to a visitor', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/education\/all$/);
  await expectHeading(page, 'Learning');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});
