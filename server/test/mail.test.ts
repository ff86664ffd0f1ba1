/**
 * One-time codes by mail: with SMTP delivery the code goes through a real SMTP conversation (the
 * smtp-server package is the receiving end) in the reader's language, and never into the log.
 */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { parseCodeDelivery } from '../config';
import type { App } from '../context';
import { makeApp } from './helpers';

interface Received {
  to: string[];
  raw: string;
}

function startSmtp(): Promise<{ server: SMTPServer; port: number; inbox: Received[] }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, inbox }),
    ),
  );
}

/** The decoded text part of a message (nodemailer writes quoted-printable or base64). */
function textOf(raw: string): string {
  const body = raw.slice(raw.indexOf('\r\n\r\n'));
  const base64 = /Content-Transfer-Encoding: base64\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (base64) return Buffer.from(base64[1].replace(/\s/g, ''), 'base64').toString('utf8');
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('codes by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: App;
  const logged: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    const sink = new Writable({
      write(chunk, _enc, next) {
        logged.push(String(chunk));
        next();
      },
    });
    app = await makeApp({
      codeDelivery: {
        kind: 'smtp',
        url: `smtp://127.0.0.1:${smtp.port}`,
        from: 'EduCommunity <codes@edu.example>',
      },
      logger: { level: 'info', stream: sink },
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('mails the login code in English; the code verifies; the log never holds it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'anna@demo.edu' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => smtp.inbox.length === 1);
    const mail = smtp.inbox[0];
    expect(mail.to).toEqual(['anna@demo.edu']);
    expect(mail.raw).toMatch(/^Subject: Your EduCommunity sign-in code/m);
    expect(mail.raw).toMatch(/^From: EduCommunity <codes@edu.example>/m);
    const code = /Your code: (\d{4})/.exec(textOf(mail.raw))![1];

    const verified = await app.inject({
      method: 'POST',
      url: '/api/auth/verify/',
      payload: { email: 'anna@demo.edu', code },
    });
    expect(verified.statusCode).toBe(200);
    expect(logged.join('')).not.toContain(code);
    expect(logged.join('')).not.toContain('One-time code');
  });

  it('mails the registration code in Russian when the app speaks Russian', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: { email: 'new@school.example', first_name: 'Ольга', last_name: 'Смирнова' },
      headers: { 'accept-language': 'ru' },
    });
    expect(res.statusCode).toBe(201);
    await until(() => smtp.inbox.length === 2);
    const text = textOf(smtp.inbox[1].raw);
    expect(text).toMatch(/Ваш код: \d{4}/);
    expect(text).toContain('в течение 10 минут');
  });

  it('sends nothing for an unknown email and answers the same', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'nobody@school.example' },
    });
    expect(res.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.inbox.map((m) => m.to[0])).not.toContain('nobody@school.example');
  });
});

describe('delivery settings', () => {
  it('SMTP_URL sends mail; without it the log delivers, but never in production', () => {
    expect(parseCodeDelivery({ SMTP_URL: 'smtps://u:p@mail.example:465' })).toEqual({
      kind: 'smtp',
      url: 'smtps://u:p@mail.example:465',
      from: 'EduCommunity <no-reply@localhost>',
    });
    expect(parseCodeDelivery({})).toEqual({ kind: 'log' });
    expect(parseCodeDelivery({ NODE_ENV: 'production', TEST_MODE: '1' })).toEqual({
      kind: 'log',
    });
    expect(() => parseCodeDelivery({ NODE_ENV: 'production' })).toThrow(/SMTP_URL is required/);
    expect(() => parseCodeDelivery({ SMTP_URL: 'http://mail.example' })).toThrow(/smtp:\/\//);
  });
});
