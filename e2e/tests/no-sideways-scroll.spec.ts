/**
 * No screen scrolls sideways at phone width (390 px), nor at WCAG 1.4.10's 320 px (a small phone,
 * or 1280 px zoomed to 400 %), in English or in the longer Russian: a phone layout that does is
 * broken. One test per screen of SPEC §2 (fixtures/screens.ts).
 */
import { ANNA, VIEWPORTS } from '../fixtures/env';
import { switchPreferences } from '../fixtures/prefs';
import { waitForScreen } from '../fixtures/ready';
import { SCREENS } from '../fixtures/screens';
import { loadLazyImages } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/test';

test.use({ viewport: VIEWPORTS.phone });

for (const s of SCREENS) {
  test(`${s.key} fits a phone's width in English and Russian`, async ({ page, signInAs }) => {
    if (s.access === 'member') await signInAs(ANNA.email);
    await page.goto(s.path);
    for (const width of [VIEWPORTS.phone.width, 320])
      for (const locale of ['en', 'ru'] as const) {
        await page.setViewportSize({ ...VIEWPORTS.phone, width });
        await switchPreferences(page, { locale });
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await waitForScreen(page);
        await loadLazyImages(page);
        await expect
          .poll(
            () =>
              page.evaluate(
                () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
              ),
            { message: `${s.key} (${locale}, ${width} px): no horizontal scrolling` },
          )
          .toBeLessThanOrEqual(0);
      }
  });
}

// People's own text has long words without a space (a compound surname, a position typed
// without spaces): the card, the member page and the public profile break them inside their
// boxes instead of pushing the page sideways.
test("a member's long unbroken name and texts fit 320 px", async ({ page, newMember, stack }) => {
  const member = await newMember();
  const headers = { authorization: `Bearer ${member.tokens.access}` };
  const longWord = 'Wolfeschlegelsteinhausenbergerdorff'.repeat(2);
  const saved = await page.request.post(`${stack.apiOrigin}/api/profile/my/`, {
    headers,
    data: { middle_name: longWord, about: longWord, is_published: true },
  });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  await page.setViewportSize({ ...VIEWPORTS.phone, width: 320 });
  const paths = [
    `/communities/all?q=${encodeURIComponent(member.lastName)}`,
    `/communities/all/${id}`,
    `/publish/${id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await waitForScreen(page);
    await expect(page.getByRole('heading', { name: new RegExp(longWord) })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      `${path}: no horizontal scrolling`,
    ).toBeLessThanOrEqual(0);
  }
});

// A tab list that did not fit scrolled inside itself with its scrollbar hidden: at 320 px in
// Russian the events list's "Прошедшие" ended 28 px past the screen's edge, cut with its focus
// ring, and focusing it did not bring it in. The tabs wrap instead, each whole on screen.
test('every tab of a tab list is whole on screen at 320 px in Russian', async ({ page }) => {
  await page.setViewportSize({ ...VIEWPORTS.phone, width: 320 });
  await page.goto('/events/all');
  await switchPreferences(page, { locale: 'ru' });
  await waitForScreen(page);
  const tabs = page.getByRole('navigation', { name: 'Какие мероприятия' }).getByRole('link');
  await expect(tabs).toHaveCount(3);
  for (const tab of await tabs.all()) {
    await tab.focus();
    const box = (await tab.boundingBox())!;
    expect(box.x, `${await tab.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${await tab.textContent()} ends on screen`).toBeLessThanOrEqual(320);
  }
});

// A badge's words beside the profile photo had what was left of 320 px: 102 px, and "Language
// teacher" (125 px) was cut to "Language te", no ellipsis, on the public profile and the member
// page. The badges and the city go under the photo when they do not fit beside it.
test("every badge of a member's profile is whole at 320 px", async ({ page, signInAs }) => {
  await signInAs(ANNA.email);
  await page.setViewportSize({ ...VIEWPORTS.phone, width: 320 });
  for (const [path, badge] of [
    ['/publish/1', 'Language teacher'],
    ['/communities/all/27', 'School leader'],
  ]) {
    await page.goto(path);
    await waitForScreen(page);
    const card = page.locator('main section').first();
    await expect(card.getByText(badge)).toBeVisible();
    const cut = await card.evaluate((section) =>
      Array.from(section.querySelectorAll('span'))
        .filter((span) => span.clientWidth > 2 && span.scrollWidth > span.clientWidth + 1)
        .map((span) => span.textContent),
    );
    expect(cut, path).toEqual([]);
  }
});
