/**
 * What only known emails cause runs after their answer is written, never before it: the code
 * mail of a login (auth/codeRequest.ts sendCodeAfterAnswer) and the sign-in link offer of a refusal
 * (auth/signInLinks.ts inBackground). Before, both started inside the request: a known email's
 * login was 0.24 ms slower than an unknown one's with SMTP delivery, and a known email's 429
 * 0.1 ms slower on SQLite (medians of 200–300 in process), a clock telling accounts apart that
 * the same answers were meant to hide. Checked by order, not by time: the answer's onResponse
 * (the reply finished) must come before the work. And the work after a 429 is the same link
 * check for every email (it makes a link only for an account, once an hour).
 */
import { buildApp } from '../app';
import type { App } from '../context';
import { seed } from '../seed/seed';
import { fixtureContent } from './fixtureContent';
import { ANNA } from './helpers';
import { freshDatabase } from './postgres/testDatabase';

let app: App;
let events: string[];

beforeEach(async () => {
  const { db, drop } = await freshDatabase();
  await seed(db, fixtureContent);
  // The real code budget: a second login within a minute is refused by the email's budget.
  app = await buildApp({ db, testMode: true, rateLimit: { max: 1000, timeWindowMs: 60_000 } });
  app.addHook('onClose', drop);
  events = [];
  app.addHook('onResponse', async (req, reply) => {
    events.push(`answered ${reply.statusCode}`);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  jest.spyOn(app.ctx.mail, 'send').mockImplementation(async (mail) => {
    events.push('code' in mail ? 'code mail' : 'link mail');
  });
  const make = app.ctx.signInLinks.make.bind(app.ctx.signInLinks);
  jest.spyOn(app.ctx.signInLinks, 'make').mockImplementation(async (...args) => {
    events.push('link check');
    return make(...args);
  });
});
afterEach(() => app.close());

/** Over a real socket: the answer is finished when it has been handed to the connection. */
async function login(email: string): Promise<number> {
  const { port } = app.server.address() as { port: number };
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  await app.ctx.signInLinks.settled();
  await new Promise((resolve) => setTimeout(resolve, 20));
  return res.status;
}

it("a known email's code mail starts after its login is answered", async () => {
  expect(await login(ANNA)).toBe(200);
  expect(events).toEqual(['answered 200', 'code mail']);
});

it("a known email's sign-in link is made and mailed after its 429 is answered", async () => {
  await login(ANNA);
  events.length = 0;
  expect(await login(ANNA)).toBe(429);
  expect(events).toEqual(['answered 429', 'link check', 'link mail']);
});

it("an unknown email's 429 is followed by the same link check as a known one's, which makes no link", async () => {
  for (const email of [ANNA, 'nobody@demo.edu']) {
    await login(email);
    await login(email); // a link for Anna, within the hour
    events.length = 0;
    expect(await login(email)).toBe(429);
    expect([email, events]).toEqual([email, ['answered 429', 'link check']]);
  }
  expect(app.ctx.signInLinks.lastLink('nobody@demo.edu')).toBeNull();
  expect(app.ctx.signInLinks.lastLink(ANNA)).not.toBeNull();
});
