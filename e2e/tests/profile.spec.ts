/**
 * Personal account saves (SPEC §4 "Profile saves", §7, §8): profile, work place and education
 * each save with 'Data saved successfully' and survive a reload; a failed save says 'There was
 * an error editing data' and keeps what was typed; the searchable dropdown refuses text that
 * is not in the list (SPEC §5.2) and works from the keyboard.
 */
import type { Page } from '@playwright/test';
import { apiResponse } from '../fixtures/auth';
import { expect, test } from '../fixtures/test';
import { closeSnackbar, expectSnackbar } from '../fixtures/ui';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/**
 * Picks from a searchable dropdown. The option is looked for in this dropdown's own list: the
 * list of the dropdown used just before stays in the page for its 250 ms closing animation.
 */
async function choose(
  scope: ReturnType<typeof section>,
  label: string,
  typed: string,
  option: string,
) {
  const box = scope.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await scope.getByRole('listbox', { name: label }).getByRole('option', { name: option }).click();
  await expect(box).toHaveValue(option);
}

test('profile data saves with a confirmation and survives a reload', async ({
  page,
  newMember,
}) => {
  const user = await newMember();
  await page.goto('/personal');
  const data = section(page, 'Personal data');
  await expect(data.getByRole('textbox', { name: 'First name' })).toHaveValue(user.firstName);
  await expect(data.getByRole('textbox', { name: 'Email' })).toHaveValue(user.email);
  await data.getByRole('textbox', { name: 'Middle name' }).fill('Maria');
  await data
    .getByRole('textbox', { name: 'About me' })
    .fill('I teach physics and write short lessons.');
  await choose(data, 'City', 'Kaz', 'Kazan');
  const saved = apiResponse(page, '/profile/my/');
  await data.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expectSnackbar(page, 'Data saved successfully');
  await closeSnackbar(page); // SPEC §4: the snackbar can be closed manually
  await page.reload();
  await expect(data.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Maria');
  await expect(data.getByRole('textbox', { name: 'About me' })).toHaveValue(
    'I teach physics and write short lessons.',
  );
  await expect(data.getByRole('combobox', { name: 'City' })).toHaveValue('Kazan');
});

test('two tabs saving different fields keep both edits', async ({ page, context, newMember }) => {
  await newMember();
  // Both tabs load the profile before either saves (README "Profile edits from two tabs").
  await page.goto('/personal');
  const other = await context.newPage();
  await other.goto('/personal');
  const mine = section(page, 'Personal data');
  const theirs = section(other, 'Personal data');
  await expect(theirs.getByRole('textbox', { name: 'About me' })).toHaveValue('');

  await theirs.getByRole('textbox', { name: 'About me' }).fill('Saved in the other tab.');
  const theirSave = apiResponse(other, '/profile/my/');
  await theirs.getByRole('button', { name: 'Save' }).click();
  expect((await theirSave).status()).toBe(200);

  await mine.getByRole('textbox', { name: 'Middle name' }).fill('Maria');
  const mySave = apiResponse(page, '/profile/my/');
  await mine.getByRole('button', { name: 'Save' }).click();
  expect((await mySave).status()).toBe(200);
  // The answer carries the other tab's save, and this tab shows it.
  await expect(mine.getByRole('textbox', { name: 'About me' })).toHaveValue(
    'Saved in the other tab.',
  );

  await page.reload();
  await expect(mine.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Maria');
  await expect(mine.getByRole('textbox', { name: 'About me' })).toHaveValue(
    'Saved in the other tab.',
  );
});

test('work place and education save separately, each with its confirmation', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/personal');
  const work = section(page, 'Work');
  await choose(work, 'Work place', 'Berlin', 'Berlin Metropolitan School');
  await work.getByRole('textbox', { name: 'Position' }).fill('Physics teacher');
  const workSaved = apiResponse(page, '/profile/WorkPlaceUpdate/', 'PUT');
  await work.getByRole('button', { name: 'Save' }).click();
  expect((await workSaved).status()).toBe(200);
  await expectSnackbar(page, 'Data saved successfully');
  // Closed, so that the education save's confirmation (the same text) cannot be this one, still shown.
  await closeSnackbar(page);

  const education = section(page, 'Education');
  await choose(education, 'University', 'Lomonosov', 'Lomonosov Moscow State University');
  await choose(education, 'Graduation year', '2015', '2015');
  await education
    .getByRole('textbox', { name: /Degree or qualification/ })
    .fill('Master of Education');
  const educationSaved = apiResponse(page, '/profile/EducationUpdate/', 'PUT');
  await education.getByRole('button', { name: 'Save' }).click();
  expect((await educationSaved).status()).toBe(200);
  await expectSnackbar(page, 'Data saved successfully');

  await page.reload();
  await expect(work.getByRole('combobox', { name: 'Work place' })).toHaveValue(
    'Berlin Metropolitan School',
  );
  await expect(work.getByRole('textbox', { name: 'Position' })).toHaveValue('Physics teacher');
  await expect(education.getByRole('combobox', { name: 'University' })).toHaveValue(
    'Lomonosov Moscow State University',
  );
  await expect(education.getByRole('combobox', { name: 'Graduation year' })).toHaveValue('2015');
  await expect(education.getByRole('textbox', { name: /Degree or qualification/ })).toHaveValue(
    'Master of Education',
  );
});

test('a failed save says so and keeps what was typed', async ({ page, newMember }) => {
  await newMember();
  await page.goto('/personal');
  const data = section(page, 'Personal data');
  await expect(data.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
  await page.route('**/api/profile/my/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { detail: 'boom' } })
      : route.fallback(),
  );
  await data.getByRole('textbox', { name: 'Middle name' }).fill('Kept');
  await data.getByRole('button', { name: 'Save' }).click();
  await expectSnackbar(page, 'There was an error editing data');
  await expect(data.getByRole('textbox', { name: 'Middle name' })).toHaveValue('Kept');
});

test('the searchable dropdown refuses text outside the list and is operable by keyboard', async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.goto('/personal');
  const work = section(page, 'Work');
  const box = work.getByRole('combobox', { name: 'Work place' });
  await box.focus();
  await page.keyboard.type('zzzz no such school');
  await expect(page.getByText('Invalid input. Select from the list')).toBeVisible();
  await box.fill('');
  await page.keyboard.type('Riverside');
  // The keys act on the list the reader sees: wait for it (the work places load with the page).
  await expect(
    work
      .getByRole('listbox', { name: 'Work place' })
      .getByRole('option', { name: 'Riverside Academy Trust' }),
  ).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue('Riverside Academy Trust');
  await expect(page.getByRole('listbox')).toBeHidden();
});
