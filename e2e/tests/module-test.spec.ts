/**
 * Taking a module test (SPEC §3 Test, §7 check-answer / end): answering, checking an answer,
 * finishing with the score; passing the last test of a course issues its certificate, which
 * then shows in the personal account. One run uses the keyboard only. A checked answer is final
 * (docs/api.md "Rules" -> Tests): the question locks, and neither the API nor finishing changes it.
 */
import type { Page } from '@playwright/test';
import { tabTo } from '../fixtures/keyboard';
import {
  demoCourse,
  demoModule,
  modulesOfCourse,
  passTestViaApi,
  rightOptionTexts,
} from '../fixtures/learning';
import { presetPreferences } from '../fixtures/prefs';
import { waitForAnimations } from '../fixtures/ready';
import { expect, test } from '../fixtures/test';

// Course 8 is free and has three sessions; a fresh user passes the first two through the API.
const COURSE = demoCourse(8);
const [FIRST, SECOND, LAST] = modulesOfCourse(COURSE.id);

const result = (page: Page) => page.getByRole('region', { name: 'Your result' });
/** The first session's test: its question count and first question. */
const firstTest = () => {
  const { questions } = demoModule(FIRST.id).test;
  return { total: questions.length, first: questions[0] };
};
const question = (page: Page, index: number, total: number) =>
  page.getByRole('group', { name: new RegExp(`^Question ${index} of ${total}`) });

test('a member answers, checks one answer, finishes, and the course certificate appears', async ({
  page,
  newMember,
  request,
  stack,
  context,
}) => {
  await newMember();
  const token = (await context.cookies()).find((c) => c.name === 'accessToken')!.value;
  await passTestViaApi(request, stack.apiOrigin, token, FIRST.id);
  await passTestViaApi(request, stack.apiOrigin, token, SECOND.id);

  await page.goto(`/education/module/${LAST.id}`);
  await page.getByRole('link', { name: 'Take the test' }).click();
  await expect(page).toHaveURL(/\/education\/module\/tests\/\d+(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LAST.test.name);

  const total = LAST.test.questions.length;
  for (const [i, q] of LAST.test.questions.entries()) {
    const group = question(page, i + 1, total);
    await expect(group).toContainText(q.text);
    for (const text of rightOptionTexts(LAST.id, q.text))
      await group.getByLabel(text, { exact: true }).check();
    if (i === 0) {
      const checked = page.waitForResponse((r) => r.url().includes('/check-answer/'));
      await group.getByRole('button', { name: 'Check answer' }).click();
      expect((await checked).status()).toBe(200);
      await expect(group.getByText('Right answer')).toBeVisible();
    }
  }
  await expect(page.getByText(`Answered ${total} of ${total}`)).toBeVisible();
  const ended = page.waitForResponse((r) => r.url().includes('/end/'));
  await page.getByRole('button', { name: 'Finish test' }).click();
  expect((await ended).status()).toBe(200);
  await expect(result(page).getByText('Test passed', { exact: true })).toBeVisible();
  await expect(result(page).getByText(`${total} of ${total} correct (100%)`)).toBeVisible();

  await page.getByRole('link', { name: 'My certificates' }).click();
  await expect(page).toHaveURL(/\/personal#certificates$/);
  const certificates = page.getByRole('region', { name: 'Certificates' });
  await expect(certificates.getByText(COURSE.name)).toBeInViewport();
});

test('wrong answers fail the test and show the right options', async ({ page, newMember }) => {
  await newMember();
  const module = demoModule(FIRST.id);
  await page.goto(`/education/module/tests/${FIRST.id}`);
  const total = module.test.questions.length;
  const q = module.test.questions[0];
  const wrong = q.options.find((o) => !o.correct)!.text;
  const group = question(page, 1, total);
  await group.getByLabel(wrong, { exact: true }).check();
  await group.getByRole('button', { name: 'Check answer' }).click();
  await expect(group.getByText('Wrong answer. The correct options are highlighted.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish test' }).click();
  await expect(result(page).getByText('Test not passed', { exact: true })).toBeVisible();
  await expect(result(page)).toContainText('Passing takes 70% correct answers.');
  await expect(page.getByRole('button', { name: 'Take the test again' })).toBeVisible();
});

test("390 px: the result's actions are one to a line, each as wide as the result", async ({
  page,
  newMember,
}) => {
  await newMember();
  await page.setViewportSize({ width: 390, height: 844 });
  // Opened from its session (?module=): the result offers the way back beside the retake.
  await page.goto(`/education/module/tests/${FIRST.id}?module=${FIRST.id}`);
  await page.getByRole('button', { name: 'Finish test' }).click();
  await expect(result(page).getByText('Test not passed', { exact: true })).toBeVisible();
  const actions = result(page).locator('a, button');
  await expect(actions).toHaveCount(2);
  const boxes = await actions.evaluateAll((elements) =>
    elements.map((element) => {
      const { left, width } = element.getBoundingClientRect();
      return { left, width };
    }),
  );
  // Before: each its own width ("Back to the session" 202 px, "Take the test again" wider).
  expect(boxes[0]!.width).toBeGreaterThan(300);
  expect(Math.abs(boxes[0]!.width - boxes[1]!.width)).toBeLessThan(1);
  expect(Math.abs(boxes[0]!.left - boxes[1]!.left)).toBeLessThan(1);
});

test('a checked answer is final: the question locks and the score keeps it', async ({
  page,
  newMember,
  request,
  context,
}) => {
  await newMember();
  const token = (await context.cookies()).find((c) => c.name === 'accessToken')!.value;
  const module = demoModule(FIRST.id);
  await page.goto(`/education/module/tests/${FIRST.id}`);
  await expect(page.getByText('Your answer is final once checked', { exact: false })).toBeVisible();
  const total = module.test.questions.length;
  const [first, ...rest] = module.test.questions;
  const group = question(page, 1, total);
  const wrong = first.options.find((o) => !o.correct)!.text;
  await group.getByLabel(wrong, { exact: true }).check();
  const checked = page.waitForResponse((r) => r.url().includes('/check-answer/'));
  await group.getByRole('button', { name: 'Check answer' }).click();
  const reply = await checked;
  const verdict = (await reply.json()) as {
    question_id: number;
    correct: boolean;
    correct_answers: number[];
  };
  expect(verdict.correct).toBe(false);
  await expect(group.getByText('Wrong answer. The correct options are highlighted.')).toBeVisible();
  await expect(group.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
  for (const radio of await group.getByRole('radio').all()) await expect(radio).toBeDisabled();

  // The API neither reveals a key without an answer nor takes another answer for this attempt.
  const api = (data: object) =>
    request.post(reply.url(), { data, headers: { Authorization: `Bearer ${token}` } });
  const empty = await api({ question_id: verdict.question_id, answers: [] });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ codes: { answers: ['answer_required'] } });
  const change = await api({ question_id: verdict.question_id, answers: verdict.correct_answers });
  expect(change.status()).toBe(409);
  expect(await change.json()).toMatchObject({ code: 'answer_final' });

  for (const [i, q] of rest.entries())
    for (const text of rightOptionTexts(FIRST.id, q.text))
      await question(page, i + 2, total)
        .getByLabel(text, { exact: true })
        .check();
  await page.getByRole('button', { name: 'Finish test' }).click();
  await expect(
    result(page).getByText(`${total - 1} of ${total} correct`, { exact: false }),
  ).toBeVisible();
});

/**
 * A new member checks a wrong answer to the first question; the server records that check, but
 * its reply never arrives (the connection breaks), and the line beside the button says so.
 */
async function checkWrongAnswerWithLostReply(page: Page) {
  const { total, first } = firstTest();
  const wrong = first.options.find((o) => !o.correct)!.text;
  let lost = false;
  await page.route('**/check-answer/', async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.goto(`/education/module/tests/${FIRST.id}`);
  const group = question(page, 1, total);
  await group.getByLabel(wrong, { exact: true }).check();
  await group.getByRole('button', { name: 'Check answer' }).click();
  // The snackbar keeps the spec's text; the line says what happened to the answers.
  const unreached = 'Could not reach the server. Your answers are kept; try again.';
  await expect(group.getByText(unreached)).toBeVisible();
  return { total, first, wrong, group, unreached };
}

test('a check whose reply was lost: the answer chosen again meets the recorded one, which the test shows', async ({
  page,
  newMember,
}) => {
  await newMember();
  const { total, first, wrong, group, unreached } = await checkWrongAnswerWithLostReply(page);

  for (const text of rightOptionTexts(FIRST.id, first.text))
    await group.getByLabel(text, { exact: true }).check();
  await group.getByRole('button', { name: 'Check answer' }).click();
  // The recorded (wrong) answer stands, shown as chosen, with its verdict; no error left.
  await expect(group.getByText('Wrong answer. The correct options are highlighted.')).toBeVisible();
  await expect(
    group.getByRole('radio', { name: `${wrong} (your answer, wrong)`, exact: true }),
  ).toBeChecked();
  await expect(group.getByText(unreached)).toHaveCount(0);
  // Not in silence: a note says why the first answer is back.
  await expect(
    group.getByText(
      'Your first answer had already reached us and was checked; this is the one that counts.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Finish test' }).click();
  await expect(result(page).getByText(`0 of ${total} correct`, { exact: false })).toBeVisible();
});

test('a check whose reply was lost, then another answer and Finish: the result shows the recorded answer it scored', async ({
  page,
  newMember,
}) => {
  await newMember();
  const { total, first, wrong, group } = await checkWrongAnswerWithLostReply(page);
  const right = rightOptionTexts(FIRST.id, first.text);
  for (const text of right) await group.getByLabel(text, { exact: true }).check();
  await page.getByRole('button', { name: 'Finish test' }).click();
  await expect(result(page).getByText(`0 of ${total} correct`, { exact: false })).toBeVisible();
  // Before: the right option stayed chosen beside the verdict "Wrong answer".
  await expect(
    group.getByRole('radio', { name: `${wrong} (your answer, wrong)`, exact: true }),
  ).toBeChecked();
  await expect(
    group.getByText(
      'Your first answer had already reached us and was checked; this is the one that counts.',
    ),
  ).toBeVisible();
});

for (const [width, locale, theme] of [
  [390, 'ru', 'dark'],
  [1280, 'en', 'light'],
] as const) {
  for (const action of ['check', 'finish'] as const) {
    test(`${width} px (${locale}): the snackbar of a failed ${action} covers neither the line that says why nor the button`, async ({
      page,
      newMember,
    }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await presetPreferences(page, { locale, theme });
      await newMember();
      await page.goto(`/education/module/tests/${FIRST.id}`);
      const { total, questions } = {
        ...firstTest(),
        questions: demoModule(FIRST.id).test.questions,
      };
      const last = page.getByRole('group', {
        name: new RegExp(`^${locale === 'ru' ? 'Вопрос' : 'Question'} ${total} `),
      });
      await last.getByLabel(questions[total - 1].options[0].text, { exact: true }).check();
      const button =
        action === 'check'
          ? last.getByRole('button', { name: locale === 'ru' ? 'Проверить ответ' : 'Check answer' })
          : page.getByRole('button', { name: locale === 'ru' ? 'Завершить тест' : 'Finish test' });
      await page.route(action === 'check' ? '**/check-answer/' : '**/end/', (route) =>
        route.abort('connectionreset'),
      );
      // The learner scrolled just far enough to see the button: its bottom near the window's
      // end (above the bottom bar at phone width), where the snackbar comes.
      await button.evaluate((element, barred) => {
        const end = window.innerHeight - (barred ? 64 : 0) - 8;
        window.scrollBy(0, element.getBoundingClientRect().bottom - end);
      }, width === 390);
      await button.click();
      const line = (action === 'check' ? last : page.locator('main')).getByText(
        locale === 'ru' ? /^Не удалось связаться с сервером/ : /^Could not reach the server/,
      );
      await expect(line).toBeVisible();
      const snackbar = page.locator('[data-snackbar]');
      await expect(snackbar).toBeVisible();
      await waitForAnimations(page);
      /** How far the snackbar's top is below the bottom of the line and of the button. */
      const clear = async () => {
        const top = (await snackbar.boundingBox())!.y;
        const bottom = async (locator: typeof line) => {
          const box = (await locator.boundingBox())!;
          return box.y + box.height;
        };
        return {
          line: Math.floor(top - (await bottom(line))),
          button: Math.floor(top - (await bottom(button))),
        };
      };
      // Before: at 390 px the snackbar covered the Finish button and half of the line above it.
      const where = await clear();
      expect(where.line, 'line').toBeGreaterThanOrEqual(0);
      expect(where.button, 'button').toBeGreaterThanOrEqual(0);
      // The page's end, too, scrolls above it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await clear();
      expect(end.line, 'line at the end').toBeGreaterThanOrEqual(0);
      expect(end.button, 'button at the end').toBeGreaterThanOrEqual(0);
    });
  }
}

test('390 px: when the snackbar of a failed Finish goes, the page at its end stays where it was', async ({
  page,
  newMember,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await newMember();
  await page.goto(`/education/module/tests/${FIRST.id}`);
  const finish = page.getByRole('button', { name: 'Finish test' });
  await expect(finish).toBeVisible();
  await page.route('**/end/', (route) => route.abort('connectionreset'));
  await finish.focus();
  await page.keyboard.press('Enter');
  const snackbar = page.locator('[data-snackbar]');
  await expect(snackbar).toBeVisible();
  // The learner reads on to the end of the page, in the room kept below it for the snackbar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const top = async () => (await finish.boundingBox())!.y;
  const before = await top();
  // A busy phone: the snackbar goes with the browser's frames far apart, as on the CI machine
  // where, once, the room shrank in a frame between the snackbar's going and its cleanup.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await expect(snackbar).toHaveCount(0);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Before: the room went with the snackbar and the page dropped by it (74 px here; 58 when
  // the room shrank first).
  expect(Math.round((await top()) - before)).toBe(0);
  await expect(finish).toBeFocused();
  // Scrolled up out of view, the room is given back: the page ends where it did before.
  const end = () => page.evaluate(() => document.documentElement.scrollHeight);
  const tall = await end();
  await page.mouse.wheel(0, -400);
  await expect.poll(end).toBeLessThan(tall);
});

test('on a shared browser the next learner starts the test afresh; an Exit leaves no answers', async ({
  page,
  newMember,
}) => {
  await newMember();
  const { total, first } = firstTest();
  await page.goto(`/education/module/tests/${FIRST.id}`);
  const group = question(page, 1, total);
  await group.getByLabel(first.options[0].text, { exact: true }).check();
  await group.getByRole('button', { name: 'Check answer' }).click();
  await expect(group.getByRole('status')).not.toBeEmpty();
  await expect(page.getByText(`Answered 1 of ${total}`)).toBeVisible();

  // The next learner signs in on this browser without the first one's Exit.
  await newMember();
  await page.reload();
  await expect(page.getByText(`Answered 0 of ${total}`)).toBeVisible();
  await expect(page.getByText('(correct answer)')).toHaveCount(0);

  // Their Exit forgets every test stored here.
  await page.getByRole('button', { name: /Account menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/auth/);
  const kept = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('learning.test.')),
  );
  expect(kept).toEqual([]);
});

test('the whole test can be taken with the keyboard only', async ({ page, newMember }) => {
  await newMember();
  const module = demoModule(SECOND.id);
  await page.goto(`/education/module/tests/${SECOND.id}`);
  const total = module.test.questions.length;
  await expect(question(page, 1, total)).toBeVisible();
  for (const [i, q] of module.test.questions.entries()) {
    const group = question(page, i + 1, total);
    const right = rightOptionTexts(SECOND.id, q.text);
    if (q.kind === 'single') {
      // Tab enters the radio group on its first option; arrows move the choice.
      await tabTo(page, group.getByRole('radio').first());
      const target = q.options.findIndex((o) => o.correct);
      if (target === 0) await page.keyboard.press('Space');
      for (let n = 0; n < target; n += 1) await page.keyboard.press('ArrowDown');
      await expect(group.getByLabel(right[0], { exact: true })).toBeChecked();
    } else {
      for (const text of right) {
        await tabTo(page, group.getByLabel(text, { exact: true }));
        await page.keyboard.press('Space');
        await expect(group.getByLabel(text, { exact: true })).toBeChecked();
      }
    }
  }
  await tabTo(page, page.getByRole('button', { name: 'Finish test' }));
  await page.keyboard.press('Enter');
  await expect(result(page).getByText('Test passed', { exact: true })).toBeVisible();
  // The result takes focus so that a keyboard or screen-reader user hears it.
  await expect(result(page).getByRole('heading', { name: 'Your result' })).toBeFocused();
});

test('two tabs on one test keep both tabs’ answers, and a checked one wins', async ({
  page,
  newMember,
  context,
}) => {
  await newMember();
  const { questions } = demoModule(FIRST.id).test;
  const total = questions.length;
  const [q1, q2] = questions;
  await page.goto(`/education/module/tests/${FIRST.id}`);
  const other = await context.newPage();
  await other.goto(`/education/module/tests/${FIRST.id}`);

  // Unchecked choices: this tab in Q1, the other in Q2; each shows the other's at once.
  const mine = q1.options.find((o) => !o.correct)!.text;
  await question(page, 1, total).getByLabel(mine, { exact: true }).check();
  const theirs = rightOptionTexts(FIRST.id, q2.text)[0];
  await question(other, 2, total).getByLabel(theirs, { exact: true }).check();
  await expect(question(page, 2, total).getByLabel(theirs, { exact: true })).toBeChecked();
  await expect(question(other, 1, total).getByLabel(mine, { exact: true })).toBeChecked();

  // The other tab changes Q1 and checks it: the server holds that answer, so it wins here too.
  const right = rightOptionTexts(FIRST.id, q1.text);
  for (const text of right)
    await question(other, 1, total).getByLabel(text, { exact: true }).check();
  await question(other, 1, total).getByRole('button', { name: 'Check answer' }).click();
  await expect(question(other, 1, total).getByText('Right answer')).toBeVisible();
  await expect(question(page, 1, total).getByText('Right answer')).toBeVisible();
  await expect(question(page, 1, total).getByRole('button', { name: 'Check answer' })).toHaveCount(
    0,
  );

  await page.reload();
  await expect(question(page, 1, total).getByText('Right answer')).toBeVisible();
  await expect(question(page, 2, total).getByLabel(theirs, { exact: true })).toBeChecked();
  await other.close();
});

test('two tabs on one test: finished in one, the other shows that result and sends nothing', async ({
  page,
  newMember,
  context,
}) => {
  await newMember();
  const { questions } = demoModule(FIRST.id).test;
  const total = questions.length;
  const ends: string[] = [];
  context.on('request', (r) => {
    if (r.url().endsWith('/end/')) ends.push(r.url());
  });
  await page.goto(`/education/module/tests/${FIRST.id}?module=${FIRST.id}`);
  const other = await context.newPage();
  await other.goto(`/education/module/tests/${FIRST.id}?module=${FIRST.id}`);
  for (const [i, q] of questions.entries())
    for (const text of rightOptionTexts(FIRST.id, q.text))
      await question(page, i + 1, total)
        .getByLabel(text, { exact: true })
        .check();
  await expect(other.getByText(`Answered ${total} of ${total}`)).toBeVisible();
  await other.getByRole('button', { name: 'Finish test' }).click();
  await expect(result(other).getByText('Test passed', { exact: true })).toBeVisible();

  // Before, this tab kept its questions and a Finish that would score a second attempt.
  await expect(result(page)).toContainText('This test was finished in another tab.');
  await expect(result(page).getByText(`${total} of ${total} correct (100%)`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish test' })).toHaveCount(0);
  expect(ends).toHaveLength(1);
  await other.close();
});

test('a passed test opened again says so first; a retake is a choice', async ({
  page,
  newMember,
  request,
  stack,
  context,
}) => {
  await newMember();
  const token = (await context.cookies()).find((c) => c.name === 'accessToken')!.value;
  await passTestViaApi(request, stack.apiOrigin, token, FIRST.id);
  const { total } = firstTest();

  // The session page's "Take it again" asks for the retake: straight to the questions.
  await page.goto(`/education/module/${FIRST.id}`);
  await page.getByRole('link', { name: 'Take it again' }).click();
  await expect(question(page, 1, total)).toBeVisible();
  await expect(page.getByText(/You passed this test before/)).toBeVisible();
  await expect(page).not.toHaveURL(/retake/);

  // Opened again (a reload, Back then Forward): the pass, not a blank attempt.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You passed this test' })).toBeVisible();
  await expect(page.getByText(/^Answered 0 of/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Take the test again' }).click();
  await expect(page.getByText(`Answered 0 of ${total}`)).toBeFocused();
});
