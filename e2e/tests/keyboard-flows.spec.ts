/**
 * Keyboard only, flow by flow (issue 13, WCAG 2.1.1): what a visitor and a member do every day,
 * with Tab, Shift+Tab, Enter, Space, arrows and Escape and never the mouse. Focus moves only by
 * the keys a person would press (tabTo presses Tab until the target has focus, and fails if it
 * never gets there). The login, the menus, the drawer and the auth prompt: keyboard.spec.ts; the
 * dropdown: profile.spec.ts; a whole test: module-test.spec.ts.
 */
import { demoContent } from '../../server/demo/demoContent';
import { ANNA } from '../fixtures/env';
import { tabTo } from '../fixtures/keyboard';
import { demoCourse, modulesOfCourse } from '../fixtures/learning';
import { waitForScreen } from '../fixtures/ready';
import { expect, expectHeading, test } from '../fixtures/test';
import { card, expectFocusInside, expectSnackbar } from '../fixtures/ui';

const COURSE = demoCourse(1);
const FIRST_MODULE = modulesOfCourse(1)[0];

test('visitor: search the catalogue, open a course, then one of its sessions', async ({ page }) => {
  await page.goto('/education/all');
  await expectHeading(page, 'Learning');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
  await page.keyboard.type(COURSE.name);
  const result = card(page, COURSE.name).getByRole('link', { name: COURSE.name });
  await expect(result).toBeVisible();
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/education/course/${COURSE.id}`);
  await expectHeading(page, COURSE.name);

  const session = card(page, FIRST_MODULE.name).getByRole('link', { name: FIRST_MODULE.name });
  await tabTo(page, session);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/education/module/${FIRST_MODULE.id}`);
  await expectHeading(page, FIRST_MODULE.name);
});

test('member: a heart saves a course with Enter, and the favorites page removes it with Space', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/education/courses');
  await waitForScreen(page);
  const name = (await page.getByRole('article').first().getByRole('heading').textContent())!;
  const save = card(page, name).getByRole('button', { name: 'Add to favorites' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expectSnackbar(page, 'Course added to favorites');
  await expect(
    card(page, name).getByRole('button', { name: 'Remove from favorites' }),
  ).toBeFocused();

  await page.goto('/favorites/courses');
  await waitForScreen(page);
  const remove = card(page, name).getByRole('button', { name: 'Remove from favorites' });
  await tabTo(page, remove);
  await page.keyboard.press('Space');
  await expectSnackbar(page, 'Course removed from favorites');
  await expect(page.getByText('Your list of favorite courses is empty')).toBeVisible();
});

test('member: stories open with Enter, move with the arrows, pause with the button and close with Escape', async ({
  page,
  signInAs,
}) => {
  await signInAs(ANNA.email);
  await page.clock.install();
  await page.goto('/main');
  await waitForScreen(page);
  const [first, second] = [...demoContent.stories].sort(
    (a, b) => b.start_days - a.start_days || a.id - b.id,
  );
  const thumbnail = page
    .getByRole('navigation', { name: 'Stories' })
    .getByRole('button', { name: new RegExp(`^${first.name}`) });
  await tabTo(page, thumbnail);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: /^Story: / });
  await expect(viewer).toHaveAccessibleName(`Story: ${first.name}`);
  await expectFocusInside(viewer);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toHaveAccessibleName(`Story: ${second.name}`);
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toHaveAccessibleName(`Story: ${first.name}`);

  await tabTo(page, viewer.getByRole('button', { name: 'Pause story' }));
  await page.keyboard.press('Enter');
  await expect(viewer.getByRole('button', { name: 'Play story' })).toBeFocused();
  await page.clock.runFor(20_000);
  await expect(viewer).toHaveAccessibleName(`Story: ${first.name}`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('member: edit the profile and save it, then exit through the user menu', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/personal');
  await waitForScreen(page);
  const data = page.getByRole('region', { name: 'Personal data' });
  await tabTo(page, data.getByRole('textbox', { name: 'About me' }));
  await page.keyboard.type('I teach history with primary sources.');
  await tabTo(page, data.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expectSnackbar(page, 'Data saved successfully');

  const account = page.getByRole('button', { name: /^Account menu of / });
  await tabTo(page, account, { back: true, max: 120 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Exit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth$/);
});

test('visitor: switch the events tab with the keyboard, open an event and add it to a calendar', async ({
  page,
}) => {
  await page.goto('/events/all');
  await waitForScreen(page);
  const upcoming = page.getByRole('link', { name: 'Upcoming', exact: true });
  await tabTo(page, upcoming);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/upcoming$/);
  await waitForScreen(page);
  const link = page.getByRole('article').first().getByRole('link').first();
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events\/upcoming\/\d+$/);
  await waitForScreen(page);
  const add = page.getByRole('button', { name: 'Add to calendar' });
  await tabTo(page, add);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);
});

test('member at phone width: Next of the news list hands the focus to the new page of cards', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(ANNA.email);
  await page.goto('/media');
  await expectHeading(page, 'News');
  const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', {
    name: 'Next',
  });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2\b/);
  // Before, the pager went with the first page's cards and the focus dropped to the page.
  const list = page.getByRole('list', { name: 'Articles' });
  await expect(list).toBeFocused();
  await expect(list).toHaveAccessibleDescription('Page 2 of 3');
  await page.keyboard.press('Tab');
  await expectFocusInside(list);
});

test('visitor at phone width: Back from a card opened far down the list gives its link the focus again, on screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/education/all');
  await expectHeading(page, 'Learning');
  const list = page.getByRole('list', { name: 'Courses and sessions' });
  const eighth = list.getByRole('article').nth(7).getByRole('heading').getByRole('link');
  const name = (await eighth.textContent())!;
  await tabTo(page, eighth, { max: 120 });
  await page.keyboard.press('Enter');
  await expectHeading(page, name);
  await page.goBack();
  await expectHeading(page, 'Learning');
  // Before: the list's heading took the focus, 2000 px above the place put back, and the next Tab
  // went to the page's start.
  const link = list.getByRole('link', { name, exact: true });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  // Tab goes on from there, to the next card's controls.
  await page.keyboard.press('Tab');
  await expectFocusInside(list.getByRole('article').nth(8));
});
