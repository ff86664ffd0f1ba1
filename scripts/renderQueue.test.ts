import { createRenderQueue, RenderQueueFull } from './renderQueue';

/** A task that finishes when told, and says when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    open: () => open(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('no more than `concurrency` run at once; the others start in order as places free up', async () => {
  const run = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
  const log: string[] = [];
  const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(log, name));
  const results = [a, b, c, d].map((g) => run(g.task));
  await tick();
  expect(log).toEqual(['start a', 'start b']);
  b.open();
  await tick();
  expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
  // A new render that comes while one waits does not jump the line or exceed the limit.
  const e = gate(log, 'e');
  const late = run(e.task);
  a.open();
  await tick();
  expect(log.slice(4)).toEqual(['end a', 'start d']);
  c.open();
  d.open();
  e.open();
  expect(await Promise.all([...results, late])).toEqual(['a', 'b', 'c', 'd', 'e']);
});

test('past `maxWaiting` waiting, a render is refused; a failed render frees its place', async () => {
  const run = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
  const log: string[] = [];
  const a = gate(log, 'a');
  const first = run(a.task);
  const second = run(async () => 'b');
  await expect(run(async () => 'c')).rejects.toBeInstanceOf(RenderQueueFull);
  a.open();
  expect([await first, await second]).toEqual(['a', 'b']);
  await expect(
    run(async () => {
      throw new Error('API down');
    }),
  ).rejects.toThrow('API down');
  expect(await run(async () => 'after')).toBe('after');
});

test("a reader's render goes before the background renders that replace stale pages", async () => {
  // A burst of stale hits queues one background render per page, and nobody waits for them (the
  // stale page was sent): a reader of a page not kept waited behind them, 6 to 9 s in an audit.
  const run = createRenderQueue({ concurrency: 1, maxWaiting: 10 });
  const log: string[] = [];
  const [a, b1, b2, r] = ['a', 'b1', 'b2', 'r'].map((name) => gate(log, name));
  const results = [
    run(a.task),
    run(b1.task, { background: true }),
    run(b2.task, { background: true }),
    run(r.task),
  ];
  await tick();
  a.open();
  await tick();
  expect(log).toEqual(['start a', 'end a', 'start r']);
  r.open();
  await tick();
  b1.open();
  await tick();
  b2.open();
  expect(await Promise.all(results)).toEqual(['a', 'b1', 'b2', 'r']);
  expect(log).toEqual([
    'start a',
    'end a',
    'start r',
    'end r',
    'start b1',
    'end b1',
    'start b2',
    'end b2',
  ]);
});

test('background renders have places of their own: they never take a waiting reader’s', async () => {
  const run = createRenderQueue({ concurrency: 1, maxWaiting: 1 });
  const log: string[] = [];
  const a = gate(log, 'a');
  const first = run(a.task);
  const background = run(async () => 'b', { background: true });
  // The reader still gets the one waiting place; the next background render is refused.
  const reader = run(async () => 'r');
  await expect(run(async () => 'b2', { background: true })).rejects.toBeInstanceOf(RenderQueueFull);
  a.open();
  expect(await Promise.all([first, reader, background])).toEqual(['a', 'r', 'b']);
});

test('background renders leave a place free for readers (with two or more places)', async () => {
  // A reader who comes while re-renders run waits for none of them to end.
  const run = createRenderQueue({ concurrency: 2, maxWaiting: 10 });
  const log: string[] = [];
  const [b1, b2, r] = ['b1', 'b2', 'r'].map((name) => gate(log, name));
  const results = [run(b1.task, { background: true }), run(b2.task, { background: true })];
  await tick();
  expect(log).toEqual(['start b1']);
  results.push(run(r.task));
  await tick();
  expect(log).toEqual(['start b1', 'start r']);
  b1.open();
  await tick();
  expect(log).toEqual(['start b1', 'start r', 'end b1', 'start b2']);
  r.open();
  b2.open();
  expect(await Promise.all(results)).toEqual(['b1', 'b2', 'r']);
});
