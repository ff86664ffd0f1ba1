/**
 * `npx tsx scripts/bench-flood.ts` (README "Server rendering", "One client's flood"): does one
 * client asking for pages that are not in the page cache, as fast as it can, keep other readers
 * from theirs? A running web server (BASE, default http://127.0.0.1:8282) is flooded from
 * 127.0.0.1 by CONNECTIONS (80) connections for SECONDS (8), each request a URL no one asked
 * for before (FLOOD: `/education/all?x=N` by default, or `q` for a search: `?q=N`); meanwhile a
 * reader at 127.0.0.2 (another client for the server's per-client count) opens PROBES pages
 * one after another. Prints what the flood got and what the reader got: a rendered page (its
 * data in `#server-state`), the shell without data, or an error status.
 * Short on purpose: the machine is shared.
 */
import http from 'node:http';
import autocannon from 'autocannon';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8282';
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 80);
const SECONDS = Number(process.env.SECONDS ?? 8);
const FLOOD = process.env.FLOOD ?? 'x';
const PROBES = (
  process.env.PROBES ??
  [1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/publish/${id}`).join(',') +
    ',/education/course/1,/education/course/2,/events/all/1,/events/all/2'
).split(',');

/** One page as a reader at 127.0.0.2 gets it: `rendered`, `shell` or the status. */
function probe(path: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(`${BASE}${path}`, { localAddress: '127.0.0.2', agent: false });
    request.setTimeout(10_000, () => request.destroy(new Error('timeout')));
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode !== 200 && response.statusCode !== 404)
          resolve(String(response.statusCode));
        else resolve(body.includes('id="server-state"') ? 'rendered' : 'shell');
      });
    });
    request.on('error', (error) => resolve(error.message));
  });
}

async function main() {
  let n = 0;
  const flood = autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/education/all?${FLOOD}=${++n}` }),
      },
    ],
  });
  const started = Date.now();
  const reader: Record<string, number> = {};
  const times: number[] = [];
  for (let i = 0; Date.now() - started < (SECONDS - 1) * 1000; i++) {
    const t = Date.now();
    const outcome = await probe(PROBES[i % PROBES.length]);
    times.push(Date.now() - t);
    reader[outcome] = (reader[outcome] ?? 0) + 1;
  }
  const result = await flood;
  times.sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        flood: `/education/all?${FLOOD}=N`,
        floodStatuses: {
          '2xx': result['2xx'],
          '4xx': result['4xx'],
          '5xx': result['5xx'],
          errors: result.errors,
          timeouts: result.timeouts,
        },
        reader,
        readerMs: { median: times[times.length >> 1], max: times.at(-1) },
      },
      null,
      2,
    ),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
