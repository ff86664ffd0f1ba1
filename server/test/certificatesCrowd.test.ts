/**
 * Certificate PDFs asked for by many at once (server/certificates/renderLine.ts): renders take
 * turns with other requests let in between, and the line is bounded.
 */
import { inTurn, MAX_PENDING_RENDERS } from '../certificates/renderLine';
import type { App } from '../context';
import { earnCourse } from './certificateFixtures';
import { JAMES, login, makeApp } from './helpers';

// Rendering a PDF (font subsetting) takes a second or more on a busy machine.
jest.setTimeout(30_000);

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const earnCourse1 = () => earnCourse(app, james);

describe('a crowd downloading certificates', () => {
  it('renders one PDF at a time and lets other requests in between', async () => {
    // A class that passed together downloads its certificates at once: 17 at once held an
    // instance's event loop 3.5 s (a crowd audit; rendering is ~0.1-0.2 s of synchronous CPU
    // each), and a course read that needs no database waited as long.
    const certificate = await earnCourse1();
    const order: string[] = [];
    // Each host is another verification URL on the PDF: a render each, none from the cache.
    const pdfs = Array.from({ length: 6 }, (_, i) =>
      app
        .inject({
          url: `/api/certificates/${certificate.public_id}/pdf/`,
          headers: { host: `crowd${i}.example` },
        })
        .then((res) => order.push(`pdf ${res.statusCode}`)),
    );
    await new Promise((resolve) => setTimeout(resolve, 1));
    const read = app
      .inject({ url: '/api/health/live' })
      .then((res) => order.push(`read ${res.statusCode}`));
    await Promise.all([...pdfs, read]);
    expect(order.filter((o) => o.startsWith('pdf'))).toEqual(Array(6).fill('pdf 200'));
    // The read came in while the PDFs took turns: at most two rendered before it.
    expect(order.indexOf('read 200')).toBeLessThanOrEqual(2);
  });

  it(`refuses a render while ${MAX_PENDING_RENDERS} wait or run: 503 server_busy at once, and renders again after`, async () => {
    const certificate = await earnCourse1();
    const pdf = () => app.inject({ url: `/api/certificates/${certificate.public_id}/pdf/` });
    // The line held full by renders that end only when let go (a flood of distinct PDFs).
    let letGo!: () => void;
    const gate = new Promise<void>((resolve) => (letGo = resolve));
    const held = Array.from({ length: MAX_PENDING_RENDERS }, () => inTurn(() => gate));
    const refused = await pdf();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'server_busy' });
    expect(refused.headers['retry-after']).toBe('2');
    letGo();
    await Promise.all(held);
    // Refused, not cached: the same PDF renders once the line is free.
    expect((await pdf()).statusCode).toBe(200);
  });
});
