/**
 * Certificates anyone can verify (issue 17, docs/api.md "Certificates"): Anna's certificate is
 * listed in her account with its verification page and a PDF download; the PDF is a real
 * download that carries the absolute verification URL (as text, read with pdf.js, and as a
 * link and in its metadata, read with pdf-lib); that URL opens the verification page in a browser that is not signed in. An
 * unknown id says "not found or not valid". The page passes axe in both themes, languages and
 * widths.
 */
import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { linkUris, pdfText } from '../../server/test/pdfReading';
import { expectAccessible } from '../fixtures/a11y';
import { ANNA, VIEWPORTS } from '../fixtures/env';
import { tokensFor } from '../fixtures/auth';
import { presetPreferences, switchPreferences } from '../fixtures/prefs';
import { waitForScreen } from '../fixtures/ready';
import { apiJson } from '../fixtures/screens';
import { expect, test } from '../fixtures/test';

interface Verification {
  public_id: string;
  course: { id: number; name: string };
  sponsor: { id: number; name: string } | null;
}

/** A fresh browser context with no session cookies: a visitor who got the link. */
async function visitorPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("Anna's certificate: PDF download with its verification URL, which opens logged out", async ({
  page,
  browser,
  signInAs,
  stack,
  baseURL,
}) => {
  await signInAs(ANNA.email);
  await page.goto('/personal');
  const list = page.getByRole('region', { name: 'Certificates' });
  const view = list.getByRole('link', { name: /^View and verify the certificate for/ });
  await expect(view).toHaveCount(1);
  const href = (await view.getAttribute('href'))!;
  const publicId = /^\/certificates\/([0-9a-f]{24})$/.exec(href)?.[1];
  expect(publicId, href).toBeTruthy();

  const expected = await apiJson<Verification>(
    page.request,
    stack.apiOrigin,
    `/certificates/${publicId}/`,
  );

  // A real download (Content-Disposition: attachment), not a document opened in the tab.
  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: /^Download PDF of the certificate for/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(
    `EduCommunity certificate - ${expected.course.name}.pdf`,
  );
  expect(page.url()).toBe(`${baseURL}/personal`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const verificationUrl = `${baseURL}/certificates/${publicId}`;
  expect(await linkUris(pdf)).toEqual([verificationUrl]);
  expect((await PDFDocument.load(pdf)).getSubject()).toBe(verificationUrl);
  // Printed too, for a reader of the paper copy.
  expect(pdfText(pdf).split('\n')).toContain(verificationUrl);

  // The URL printed in the PDF, opened by someone who is not signed in.
  const visitor = await visitorPage(browser, baseURL!);
  expect(await visitor.context().cookies()).toEqual([]);
  await visitor.goto(verificationUrl);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Certificate verification' }),
  ).toBeVisible();
  const card = visitor.getByRole('article', { name: 'Valid certificate' });
  await expect(card).toContainText(`${ANNA.firstName} ${ANNA.lastName}`);
  await expect(card.getByRole('link', { name: expected.course.name })).toHaveAttribute(
    'href',
    `/education/course/${expected.course.id}`,
  );
  await expect(card).toContainText(expected.sponsor?.name ?? 'EduCommunity');
  await expect(card).toContainText(publicId!);
  // The tab says what the server's head said (and link previews show): the course.
  await expect(visitor).toHaveTitle(`Certificate: ${expected.course.name} · EduCommunity`);
  // The visitor stays on the page: no auth prompt, no redirect.
  await expect(visitor).toHaveURL(verificationUrl);
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await visitor.context().close();
});

test('the public profile links the verification page, in Russian too', async ({ page }) => {
  await presetPreferences(page, { locale: 'ru' });
  await page.goto(`/publish/${ANNA.id}`);
  const link = page.getByRole('link', { name: /^Посмотреть сертификат/ });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page).toHaveURL(/\/certificates\/[0-9a-f]{24}$/);
  const card = page.getByRole('article', { name: 'Сертификат действителен' });
  await expect(card).toContainText('Дата выдачи');
  // The date is written out in Russian, never ISO.
  await expect(card.locator('time')).toHaveText(/^\d{1,2} [а-я]+ \d{4} г\.$/);
  await expect(card.getByRole('link', { name: 'Скачать PDF' })).toHaveAttribute(
    'href',
    /\/pdf\/\?lang=ru$/,
  );
});

test('an unknown certificate id says it is not found or not valid, with a 404', async ({
  page,
}) => {
  const response = await page.goto('/certificates/0123456789abcdef01234567');
  // A link checker reads the status; a reader, the check's own page.
  expect(response!.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Certificate not found or not valid' }),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('a link preview (no JavaScript) finds the certificate in the HTML, kept out of search results', async ({
  request,
  stack,
}) => {
  const id = await annasCertificateId(request, stack.apiOrigin);
  const html = await (await request.get(`/certificates/${id}`)).text();
  expect(html).toMatch(/<title>Certificate: [^<]+ · EduCommunity<\/title>/);
  expect(html).toContain(`${ANNA.firstName} ${ANNA.lastName}`);
  expect(html).toMatch(/<meta property="og:title" content="Certificate: /);
  // For whoever has the link, not for search results: it names its holder.
  expect(html).toContain('<meta name="robots" content="noindex">');
});

/** Anna's certificate id, read through the API: the browser itself stays signed out. */
async function annasCertificateId(request: APIRequestContext, apiOrigin: string) {
  const tokens = await tokensFor(request, apiOrigin, ANNA.email);
  const [certificate] = await apiJson<{ public_id: string }[]>(
    request,
    apiOrigin,
    '/profile/certificates/',
    tokens.access,
  );
  return certificate.public_id;
}

// One test per width, as a11y.spec.ts does: four scans each stay well inside the time limit.
for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test(`the verification page passes axe at ${viewport.width} px: light/dark × en/ru`, async ({
    page,
    request,
    stack,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(`/certificates/${await annasCertificateId(request, stack.apiOrigin)}`);
    for (const locale of ['en', 'ru'] as const)
      for (const theme of ['light', 'dark'] as const) {
        await switchPreferences(page, { locale, theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('article')).toBeVisible();
        await waitForScreen(page);
        await expectAccessible(page, testInfo, `certificate ${locale} ${theme} ${width}`);
      }
  });
}

test('the not-found state passes axe', async ({ page }, testInfo) => {
  await page.goto('/certificates/0123456789abcdef01234567');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await waitForScreen(page);
  await expectAccessible(page, testInfo, 'certificate not found');
});
