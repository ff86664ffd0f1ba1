import { fullStylesheetsLoaded } from './fullStylesheets';

beforeEach(() => {
  document.head.innerHTML =
    '<style data-href="/css/main.css">.a{}</style><style data-href="/css/page.css">.b{}</style>';
});

const links = () =>
  Array.from(document.head.querySelectorAll('link[rel="stylesheet"]'), (l) =>
    l.getAttribute('href'),
  );

test('adds each full sheet after its inline copy and resolves once all have loaded', async () => {
  let done = false;
  const waiting = fullStylesheetsLoaded(60_000).then(() => (done = true));
  expect(
    Array.from(
      document.head.children,
      (e) => e.getAttribute('data-href') ?? e.getAttribute('href'),
    ),
  ).toEqual(['/css/main.css', '/css/main.css', '/css/page.css', '/css/page.css']);
  const [main, page] = document.head.querySelectorAll('link');
  main.dispatchEvent(new Event('load'));
  await Promise.resolve();
  expect(done).toBe(false);
  page.dispatchEvent(new Event('error'));
  await waiting;
  expect(done).toBe(true);
});

test("reuses the boot script's links instead of adding others", async () => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/css/main.css';
  document.head.append(link);
  const waiting = fullStylesheetsLoaded(60_000);
  expect(links().sort()).toEqual(['/css/main.css', '/css/page.css']);
  for (const each of document.head.querySelectorAll('link')) each.dispatchEvent(new Event('load'));
  await waiting;
});

test('gives up waiting after the cap', async () => {
  jest.useFakeTimers();
  try {
    const waiting = fullStylesheetsLoaded(3000);
    jest.advanceTimersByTime(3000);
    await waiting;
  } finally {
    jest.useRealTimers();
  }
});
