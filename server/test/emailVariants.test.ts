/**
 * One mailbox, one account and one budget, however its domain is written (server/auth/email.ts).
 * The mail library delivers `anna@ｄｅｍｏ.ｅｄｕ` (full-width), `anna@de\u00ADmo.edu` (a soft hyphen)
 * to anna@demo.edu, and `new@mail。example.org` (an ideographic full stop) to new@mail.example.org, as every IDNA mail path does;
 * before, each was an email of its own to the server: its own account, and its own code budget,
 * so anyone could send one inbox a code a minute per variant (soft hyphens alone make thousands).
 * Addresses that are other accounts but one inbox (`anna+x@`, Gmail's dots) share its code budget.
 */
import nodemailer from 'nodemailer';
import { DEFAULT_CODE_BUDGET } from '../auth/budget';
import type { App } from '../context';
import { ANNA, lastCode, makeApp } from './helpers';

const VARIANTS = ['anna@ｄｅｍｏ.ｅｄｕ', 'anna@de\u00ADmo.edu', 'anna@DEMO.edu.', 'Anna@Demo.Edu'];

let app: App;

const post = (url: string, payload: object, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip });

const subjectOf = (access: string) =>
  JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).sub as string;

it('the mail library delivers every variant to the one mailbox (why they are one email here)', async () => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  // The local part is the mailbox's to read (we lower its case); the domain is the mail path's.
  for (const to of VARIANTS.slice(0, 2)) {
    const info = await transport.sendMail({ from: 'a@b.cd', to, text: 'x' });
    expect(info.envelope.to).toEqual([ANNA]);
  }
  const stops = await transport.sendMail({ from: 'a@b.cd', to: 'new@mail\u3002example.org' });
  expect(stops.envelope.to).toEqual(['new@mail.example.org']);
});

describe('on the server', () => {
  afterEach(() => app.close());

  it.each(VARIANTS)('%s signs in to the account of anna@demo.edu', async (variant) => {
    app = await makeApp();
    const sent = await post('/auth/login/', { email: variant });
    expect(sent.statusCode).toBe(200);
    const verified = await post('/auth/verify/', {
      email: variant,
      code: await lastCode(app, ANNA),
    });
    expect(verified.statusCode).toBe(200);
    const anna = await post('/auth/login/', { email: ANNA });
    expect(anna.statusCode).toBe(200);
    const own = await post('/auth/verify/', { email: ANNA, code: await lastCode(app, ANNA) });
    expect(subjectOf(verified.json().access)).toBe(subjectOf(own.json().access));
  });

  it("variants spend the mailbox's one code budget: no flood of codes through other spellings", async () => {
    app = await makeApp({ codeBudget: DEFAULT_CODE_BUDGET });
    const body = (email: string) => ({ first_name: 'Ann', last_name: 'Other', email });
    expect((await post('/auth/register/', body('new@mail.example.org'))).statusCode).toBe(201);
    for (const [i, email] of [
      'new@mail.ｅｘａｍｐｌｅ.org',
      'new@mail.exam\u00ADple.org',
      'new@ma\u00ADil.example.org',
      'new@mail\u3002example.org',
      'new@mail.example.org.',
    ].entries()) {
      // Another address each time: the per-address limit is not what stops it.
      const res = await post('/auth/register/', body(email), `10.0.9.${i}`);
      expect([email, res.statusCode]).toEqual([email, 429]);
      expect(res.json().code).toBe('too_many_attempts');
    }
  });

  it('registering a variant of an existing email makes no second account', async () => {
    app = await makeApp();
    const reg = await post('/auth/register/', {
      first_name: 'Not',
      last_name: 'Anna',
      email: 'anna@ｄｅｍｏ.ｅｄｕ',
    });
    expect(reg.statusCode).toBe(201);
    const verified = await post('/auth/verify/', {
      email: 'anna@ｄｅｍｏ.ｅｄｕ',
      code: await lastCode(app, ANNA),
    });
    const profile = await app.inject({
      url: '/api/profile/my/',
      headers: { authorization: `Bearer ${verified.json().access}` },
    });
    expect(profile.json()).toMatchObject({ email: ANNA });
  });

  it('a domain no mail can be addressed to is 400 invalid_email', async () => {
    app = await makeApp();
    for (const email of ['anna@demo^x.edu', 'anna@demo.123']) {
      const res = await post('/auth/login/', { email });
      expect([email, res.statusCode]).toEqual([email, 400]);
      expect(res.json().codes).toEqual({ email: ['invalid_email'] });
    }
  });
});

describe('addresses that reach one inbox', () => {
  afterEach(() => app.close());
  const body = (email: string) => ({ first_name: 'Ann', last_name: 'Other', email });

  it.each([
    [
      'new@mail.example.org',
      ['new+1@mail.example.org', 'new+2@mail.example.org', 'new+@mail.example.org'],
    ],
    [
      'new.person@gmail.com',
      ['newperson@gmail.com', 'n.e.w.person@gmail.com', 'new.person+x@googlemail.com'],
    ],
  ])('subaddresses (+tag) and Gmail’s dots share the code budget of %s', async (inbox, others) => {
    app = await makeApp({ codeBudget: DEFAULT_CODE_BUDGET });
    expect((await post('/auth/register/', body(inbox))).statusCode).toBe(201);
    for (const [i, email] of others.entries()) {
      const res = await post('/auth/register/', body(email), `10.0.8.${i}`);
      expect([email, res.statusCode]).toEqual([email, 429]);
    }
  });

  it("strangers' codes to anna+x@ count against anna@'s budget; her own device keeps its own", async () => {
    let now = Date.now();
    app = await makeApp({ codeBudget: DEFAULT_CODE_BUDGET, now: () => now });
    const first = await post('/auth/login/', { email: ANNA });
    const verified = await post('/auth/verify/', { email: ANNA, code: await lastCode(app, ANNA) });
    const device = verified.cookies.find((c) => c.name === 'device')!.value;
    expect(first.statusCode).toBe(200);
    now += 61_000;
    const stranger = await post('/auth/register/', body('anna+x@demo.edu'), '10.0.7.1');
    expect(stranger.statusCode).toBe(201);
    expect((await post('/auth/login/', { email: ANNA }, '10.0.7.2')).statusCode).toBe(429);
    const own = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: ANNA },
      cookies: { device },
    });
    expect(own.statusCode).toBe(200);
  });

  it("wrong codes for anna+1@, anna+2@, … count against the inbox's 20 a day", async () => {
    const budget = { resendIntervalMs: 0, codesPerHour: 1000, burnLocksMs: [0] };
    app = await makeApp({ codeBudget: { ...DEFAULT_CODE_BUDGET, ...budget } });
    const guess = async (email: string, wrongTries: number) => {
      await post('/auth/register/', body(email));
      const right = await lastCode(app, email);
      const wrong = right === '0000' ? '0001' : '0000';
      for (let t = 0; t < wrongTries; t++) await post('/auth/verify/', { email, code: wrong });
      return right;
    };
    // Four wrong tries each (a fifth would burn the code): 20 in all, the inbox's day.
    for (let i = 1; i <= 5; i++) await guess(`anna+${i}@demo.edu`, 4);
    const right = await guess('anna+6@demo.edu', 0);
    const res = await post('/auth/verify/', { email: 'anna+6@demo.edu', code: right });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_attempts');
  });

  it('a subaddress is still an account of its own', async () => {
    app = await makeApp();
    await post('/auth/register/', body('anna+school@demo.edu'));
    const verified = await post('/auth/verify/', {
      email: 'anna+school@demo.edu',
      code: await lastCode(app, 'anna+school@demo.edu'),
    });
    const profile = await app.inject({
      url: '/api/profile/my/',
      headers: { authorization: `Bearer ${verified.json().access}` },
    });
    expect(profile.json()).toMatchObject({ email: 'anna+school@demo.edu', first_name: 'Ann' });
  });
});
