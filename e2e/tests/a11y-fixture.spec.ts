/**
 * The a11y scan itself (e2e/fixtures/a11y.ts): both ways it runs axe find violations planted in a
 * page, the same ones, and a page with a frame is scanned inside the frame too. Without this, a
 * scan that checked nothing would pass every screen of a11y.spec.
 */
import { axeViolations } from '../fixtures/a11y';
import { expect, test } from '../fixtures/test';

// No lang, an image with no text, grey on white (2.3:1), a button with no name.
const FLAWED = `<!doctype html><html><head><title>Flawed</title></head><body><main>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="10" height="10">
  <p style="color:#aaa;background:#fff">Low contrast text</p>
  <button></button>
</main></body></html>`;
const PLANTED = ['button-name', 'color-contrast', 'html-has-lang', 'image-alt'];

const ids = (violations: { id: string }[]) => violations.map((v) => v.id).sort();

test('the in-page scan and AxeBuilder find the same planted violations', async ({ page }) => {
  await page.setContent(FLAWED);
  const inPage = ids(await axeViolations(page, 'page'));
  expect(inPage).toEqual(expect.arrayContaining(PLANTED));
  expect(ids(await axeViolations(page, 'builder'))).toEqual(inPage);
  // Once injected, axe stays for the next scan of the same document, and sees the page as it is.
  await page.evaluate(() => document.querySelector('img')?.setAttribute('alt', 'A dot'));
  expect(ids(await axeViolations(page, 'page'))).not.toContain('image-alt');
});

test('a page with a frame is scanned inside the frame', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Framed</title></head><body><main>
      <iframe title="Inner" srcdoc='<!doctype html><html lang="en"><title>Inner</title><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>'></iframe>
    </main></body></html>`,
  );
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  expect(ids(await axeViolations(page))).toContain('image-alt');
});
