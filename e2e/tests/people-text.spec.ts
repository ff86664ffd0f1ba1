/**
 * People's own text as they write it: a name and an about in Arabic or Hebrew read in their own
 * direction on the member's card, page and public profile (a closing "!" on its left, where a
 * right-to-left reader looks for it), in the English interface.
 */
import { expect, test } from '../fixtures/test';
import { waitForScreen } from '../fixtures/ready';

test('an Arabic name and about read right to left on the card, the member page and the public profile', async ({
  page,
  newMember,
  stack,
}) => {
  const member = await newMember();
  const about = 'مرحبا بكم في ملفي الشخصي!';
  const saved = await page.request.post(`${stack.apiOrigin}/api/profile/my/`, {
    headers: { authorization: `Bearer ${member.tokens.access}` },
    data: { first_name: 'مُحَمَّد', middle_name: 'الهاشمي', about, is_published: true },
  });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  const direction = (locator: ReturnType<typeof page.locator>) =>
    locator.evaluate((element) => getComputedStyle(element).direction);

  await page.goto(`/communities/all?q=${encodeURIComponent(member.lastName)}`);
  await waitForScreen(page);
  // Before: each was laid out left to right, the "!" at the far right of the line.
  expect(await direction(page.getByRole('heading', { name: /مُحَمَّد/, level: 2 }))).toBe('rtl');
  for (const path of [`/communities/all/${id}`, `/publish/${id}`]) {
    await page.goto(path);
    await waitForScreen(page);
    expect(await direction(page.getByRole('heading', { level: 1 })), path).toBe('rtl');
    expect(await direction(page.getByText(about)), path).toBe('rtl');
  }
});
