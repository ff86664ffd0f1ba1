/**
 * `npm run bench:web` (README "Web performance"): Lighthouse, mobile (its default: a mid-range
 * phone, simulated slow 4G and 4x CPU slowdown), performance only, on three public pages of the
 * product and of the "floor" (bench/floor: a bare app of the same stack, same webpack setup,
 * same server), in the same run, alternating so both see the same machine load. Prints the
 * median of RUNS runs per page and app: score, FCP, LCP, TBT, CLS and the JavaScript the page
 * transferred (compressed as sent), as a Markdown table for the README.
 *
 * Needs the builds: dist/ (npm run build) and bench/floor/dist/ (the npm script builds both).
 * Chromium: CHROME_PATH or /usr/bin/chromium, headless, no sandbox, no GPU.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { startApiServer } from '../e2e/fixtures/apiServer';
import { buildStaticServer } from './serve';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..');
const RUNS = Number(process.env.RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = process.env.PAGES?.split(',') ?? [
  '/education/all',
  '/education/course/1',
  '/events/all/1',
];
/** REPORTS_DIR=folder keeps every Lighthouse report (JSON) for a closer look. */
const REPORTS_DIR = process.env.REPORTS_DIR;
/** Lighthouse now and then loses the trace of a load (NO_NAVSTART): that run is taken again. */
const ATTEMPTS = 3;

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  runtimeError?: { code: string };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType?: string; transferSize?: number }[] };
    }
  >;
}

async function lighthouse(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.error(`lighthouse ${url}: attempt ${attempt} failed, again`);
    }
  }
}

let reportNumber = 0;

async function lighthouseOnce(url: string): Promise<Figures> {
  const { stdout } = await run(
    path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      `--chrome-path=${CHROME}`,
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--only-categories=performance',
      '--output=json',
      '--quiet',
    ],
    { maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: CHROME } },
  );
  const report = JSON.parse(stdout) as LighthouseResult;
  if (report.runtimeError || report.categories.performance.score === null)
    throw new Error(`lighthouse ${url}: ${report.runtimeError?.code ?? 'no score'}`);
  if (REPORTS_DIR) {
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${String((reportNumber += 1)).padStart(2, '0')}-${new URL(url).port}-${new URL(url).pathname.replace(/\W+/g, '_')}.json`;
    fs.writeFileSync(path.join(REPORTS_DIR, name), stdout);
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: report.categories.performance.score ?? NaN,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function medians(runs: Figures[]): Figures {
  const pick = (key: keyof Figures) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    jsKb: pick('jsKb'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const productDist = path.join(ROOT, 'dist');
  const floorDist = path.join(ROOT, 'bench', 'floor', 'dist');
  for (const dir of [path.join(productDist, 'ssr'), floorDist])
    if (!fs.existsSync(dir)) throw new Error(`${dir} is missing: run \`npm run bench:web\``);

  const api = await startApiServer();
  const product = await buildStaticServer({ root: productDist, apiOrigin: api.origin });
  const floor = await buildStaticServer({ root: floorDist, apiOrigin: api.origin, ssr: false });
  const productOrigin = await product.listen({ host: '127.0.0.1', port: 0 });
  const floorOrigin = await floor.listen({ host: '127.0.0.1', port: 0 });
  try {
    const rows: string[] = [];
    for (const page of PAGES) {
      const ours: Figures[] = [];
      const bare: Figures[] = [];
      // One warm-up load each (server caches, Chromium's first start), not counted.
      await lighthouse(`${productOrigin}${page}`);
      await lighthouse(`${floorOrigin}${page}`);
      for (let i = 0; i < RUNS; i += 1) {
        ours.push(await lighthouse(`${productOrigin}${page}`));
        bare.push(await lighthouse(`${floorOrigin}${page}`));
      }
      const a = medians(ours);
      const b = medians(bare);
      console.error(page, JSON.stringify({ product: ours, floor: bare }));
      rows.push(
        `| ${page} | ${a.score.toFixed(2)} (${b.score.toFixed(2)}) | ${seconds(a.fcp)} (${seconds(b.fcp)}) · ${(a.fcp / b.fcp).toFixed(2)}× | ${seconds(a.lcp)} (${seconds(b.lcp)}) | ${Math.round(a.tbt)} ms (${Math.round(b.tbt)} ms) | ${a.cls.toFixed(3)} (${b.cls.toFixed(3)}) | ${a.jsKb.toFixed(1)} KB (${b.jsKb.toFixed(1)} KB) · ${(a.jsKb / b.jsKb).toFixed(2)}× |`,
      );
    }
    console.log(`Lighthouse mobile, median of ${RUNS}; the floor in brackets.\n`);
    console.log('| page | score | FCP | LCP | TBT | CLS | JS transferred |');
    console.log('|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    await product.close();
    await floor.close();
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
