import { createPageCache, type CachedPage } from './pageCache';

const page = (html: string): CachedPage => ({ status: 200, html, styleSources: [] });

function clock() {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

test('without a stale window, a page is reused for its URL while fresh, then rendered anew', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5000, now: time.now });
  let renders = 0;
  const render = async () => page(`render ${(renders += 1)}`);
  expect((await cache.get('/a', render)).html).toBe('render 1');
  time.advance(4999);
  expect((await cache.get('/a', render)).html).toBe('render 1');
  expect((await cache.get('/b', render)).html).toBe('render 2');
  time.advance(1);
  expect((await cache.get('/a', render)).html).toBe('render 3');
});

test('concurrent requests for one URL share one render', async () => {
  const cache = createPageCache({ freshMs: 5000 });
  let renders = 0;
  let finish: (p: CachedPage) => void = () => undefined;
  const render = () => {
    renders += 1;
    return new Promise<CachedPage>((resolve) => (finish = resolve));
  };
  const pending = [cache.get('/a', render), cache.get('/a', render), cache.get('/a', render)];
  finish(page('once'));
  expect((await Promise.all(pending)).map((p) => p.html)).toEqual(['once', 'once', 'once']);
  expect(renders).toBe(1);
});

test('a failed render is not kept: the next request renders again', async () => {
  const cache = createPageCache({ freshMs: 5000 });
  await expect(cache.get('/a', () => Promise.reject(new Error('API down')))).rejects.toThrow();
  expect(cache.size).toBe(0);
  expect((await cache.get('/a', async () => page('fine'))).html).toBe('fine');
});

test('bounded: the least recently used URL goes first', async () => {
  const cache = createPageCache({ freshMs: 5000, maxEntries: 2 });
  let renders = 0;
  const render = async () => page(String((renders += 1)));
  await cache.get('/a', render);
  await cache.get('/b', render);
  await cache.get('/a', render); // /a used again: /b is now the oldest
  await cache.get('/c', render);
  expect(cache.size).toBe(2);
  expect((await cache.get('/a', render)).html).toBe('1');
  expect((await cache.get('/b', render)).html).toBe('4');
});

test('freshMs 0 renders every request', async () => {
  const cache = createPageCache({ freshMs: 0, staleMs: 60_000 });
  let renders = 0;
  const render = async () => page(String((renders += 1)));
  await cache.get('/a', render);
  await cache.get('/a', render);
  expect(renders).toBe(2);
  expect(cache.size).toBe(0);
});

test('stale-while-revalidate: an older page is sent at once while one render replaces it', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5000, staleMs: 60_000, now: time.now });
  let renders = 0;
  const render = async () => page(`render ${(renders += 1)}`);
  expect((await cache.get('/a', render)).html).toBe('render 1');
  time.advance(10_000);
  // Stale: the old page now, one render behind it (not one per request).
  const [first, second] = await Promise.all([cache.get('/a', render), cache.get('/a', render)]);
  expect([first.html, second.html]).toEqual(['render 1', 'render 1']);
  await new Promise((resolve) => setImmediate(resolve));
  expect(renders).toBe(2);
  expect((await cache.get('/a', render)).html).toBe('render 2');
  // Past the stale window the request waits for a new render.
  time.advance(60_000);
  expect((await cache.get('/a', render)).html).toBe('render 3');
});

test('the render that replaces a stale page is told it runs in the background', async () => {
  // Nobody waits for it (the stale page was sent), so the render queue puts readers first.
  const time = clock();
  const cache = createPageCache({ freshMs: 5000, staleMs: 60_000, now: time.now });
  const asked: boolean[] = [];
  const render = async (background: boolean) => (asked.push(background), page('p'));
  await cache.get('/a', render);
  time.advance(10_000);
  await cache.get('/a', render);
  time.advance(60_000);
  await cache.get('/a', render);
  expect(asked).toEqual([false, true, false]);
});

test('a failed background render keeps the stale page and tries again next time', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5000, staleMs: 60_000, now: time.now });
  await cache.get('/a', async () => page('old'));
  time.advance(10_000);
  expect((await cache.get('/a', () => Promise.reject(new Error('API down')))).html).toBe('old');
  await new Promise((resolve) => setImmediate(resolve));
  let renders = 0;
  expect((await cache.get('/a', async () => page(String((renders += 1))))).html).toBe('old');
  await new Promise((resolve) => setImmediate(resolve));
  expect(renders).toBe(1);
  expect((await cache.get('/a', async () => page('new'))).html).toBe('1');
});

test('the replacing render can wait: the stale page is sent meanwhile, one render follows', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  try {
    const time = clock();
    const cache = createPageCache({
      freshMs: 5000,
      staleMs: 60_000,
      revalidateAfterMs: 2000,
      now: time.now,
    });
    let renders = 0;
    const render = async () => page(`render ${(renders += 1)}`);
    await cache.get('/a', render);
    time.advance(10_000);
    expect((await cache.get('/a', render)).html).toBe('render 1');
    expect((await cache.get('/a', render)).html).toBe('render 1');
    jest.advanceTimersByTime(1999);
    expect(renders).toBe(1);
    jest.advanceTimersByTime(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toBe(2);
    expect((await cache.get('/a', render)).html).toBe('render 2');
  } finally {
    jest.useRealTimers();
  }
});

test('a closed cache starts none of the renders still waiting to replace stale pages', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate'] });
  try {
    const time = clock();
    const cache = createPageCache({
      freshMs: 5000,
      staleMs: 60_000,
      revalidateAfterMs: 2000,
      now: time.now,
    });
    let renders = 0;
    const render = async () => page(`render ${(renders += 1)}`);
    await cache.get('/a', render);
    time.advance(10_000);
    await cache.get('/a', render);
    cache.close();
    jest.advanceTimersByTime(5000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(renders).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});

test('a key asked for with its own stale window (a profile: none) waits for a render once not fresh', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5000, staleMs: 60_000, now: time.now });
  let renders = 0;
  const render = async () => page(`render ${(renders += 1)}`);
  const never = { staleMs: 5000 };
  expect((await cache.get('/publish/1', render, never)).html).toBe('render 1');
  time.advance(4999);
  expect((await cache.get('/publish/1', render, never)).html).toBe('render 1');
  time.advance(1);
  expect((await cache.get('/publish/1', render, never)).html).toBe('render 2');
});

test('holds: whether a request is answered from what is kept (fresh, stale, or under way)', async () => {
  const time = clock();
  const cache = createPageCache({ freshMs: 5000, staleMs: 60_000, now: time.now });
  expect(cache.holds('/a')).toBe(false);
  let finish: (p: CachedPage) => void = () => undefined;
  const rendering = cache.get('/a', () => new Promise<CachedPage>((resolve) => (finish = resolve)));
  expect(cache.holds('/a')).toBe(true);
  finish(page('a'));
  await rendering;
  time.advance(10_000);
  expect(cache.holds('/a')).toBe(true);
  expect(cache.holds('/a', { staleMs: 5000 })).toBe(false);
  time.advance(60_000);
  expect(cache.holds('/a')).toBe(false);
  expect(createPageCache({ freshMs: 0 }).holds('/a')).toBe(false);
});
