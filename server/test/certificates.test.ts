import { sql } from 'kysely';
import { first } from '../db/query';
import { PDFDocument } from 'pdf-lib';
import { Certificate, CertificateVerification } from '../../src/shared/contract/profile';
import type { App } from '../context';
import { certificatesOf, earnCourse, passTest } from './certificateFixtures';
import { bearer, expectShape, JAMES, login, makeApp } from './helpers';
import { linkUris, pdfText } from './pdfReading';

// Rendering a PDF (font subsetting) and reading one back with pdf.js in a child process take a
// second or more each on a busy machine.
jest.setTimeout(30_000);

let app: App;
let james: string;
beforeEach(async () => {
  app = await makeApp();
  james = (await login(app, JAMES)).access;
});
afterEach(() => app.close());

const pass = (testId: number, token = james) => passTest(app, token, testId);
const myCertificates = (token = james) => certificatesOf(app, token);
const earnCourse1 = () => earnCourse(app, james);

describe('certificates anyone can verify', () => {
  it('a certificate gets a public id of 96 random bits, never the row id nor derived from it', async () => {
    const certificate = await earnCourse1();
    expectShape(Certificate, certificate);
    expect(certificate.public_id).toMatch(/^[0-9a-f]{24}$/);
    expect(certificate.public_id).not.toBe(String(certificate.id));
    expect(certificate.url).toBe(`/api/certificates/${certificate.public_id}/pdf/`);
    // The same user earning the same course on another server gets another id.
    const first = certificate.public_id;
    await app.close();
    app = await makeApp();
    james = (await login(app, JAMES)).access;
    expect((await earnCourse1()).public_id).not.toBe(first);
  });

  it('GET /certificates/{id}/ verifies without a token: holder, course, sponsor, date', async () => {
    const certificate = await earnCourse1();
    // An expired or forged token does not matter: the answer is the same for everyone.
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      const res = await app.inject({ url: `/api/certificates/${certificate.public_id}/`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectShape(CertificateVerification, res.json());
      expect(res.json()).toEqual({
        public_id: certificate.public_id,
        // James's profile is unpublished: his name shows (the certificate is his to share),
        // the link to his profile does not.
        holder: { first_name: 'James', last_name: 'Brown', middle_name: '', profile_id: null },
        course: { id: 1, name: 'Modern Teaching' },
        sponsor: { id: 1, name: 'EduFund' },
        issued_at: certificate.issued_at,
        pdf_url: certificate.url,
      });
    }
  });

  it('links the holder profile once it is published; a course without a sponsor has none', async () => {
    await pass(4);
    const [certificate] = await myCertificates();
    expect(certificate.course).toEqual({ id: 3, name: 'Math Basics' });
    await app.inject({
      method: 'POST',
      url: '/api/profile/my/',
      headers: bearer(james),
      payload: { is_published: true },
    });
    const res = await app.inject({ url: `/api/certificates/${certificate.public_id}/` });
    expect(res.json()).toMatchObject({ holder: { profile_id: 2 }, sponsor: null });
  });

  it('unknown ids are 404, the row id included', async () => {
    const certificate = await earnCourse1();
    const other = certificate.public_id.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const id of [other, String(certificate.id), 'abc', certificate.public_id.toUpperCase()]) {
      for (const suffix of ['', 'pdf/']) {
        const res = await app.inject({ url: `/api/certificates/${id}/${suffix}` });
        expect([id, suffix, res.statusCode]).toEqual([id, suffix, 404]);
      }
    }
  });

  it('the PDF downloads with its verification URL (link and metadata) in the asked language', async () => {
    const certificate = await earnCourse1();
    const verifyUrl = `http://localhost:80/certificates/${certificate.public_id}`;
    const en = await app.inject({ url: certificate.url });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toBe(
      `attachment; filename="certificate-modern-teaching-${certificate.public_id}.pdf"; ` +
        `filename*=UTF-8''EduCommunity%20certificate%20-%20Modern%20Teaching.pdf`,
    );
    expect(en.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await linkUris(en.rawPayload)).toEqual([verifyUrl]);
    const enDoc = await PDFDocument.load(en.rawPayload);
    expect(enDoc.getTitle()).toBe('Certificate: Modern Teaching');
    expect(enDoc.getSubject()).toBe(verifyUrl);
    expect(enDoc.getAuthor()).toBe('EduFund');
    // The visible text: holder, course, issuer, date written out, id and the URL itself.
    const enText = pdfText(en.rawPayload);
    const issued = new Date(certificate.issued_at);
    for (const line of [
      'CERTIFICATE OF COMPLETION',
      'James Brown',
      'Modern Teaching',
      'Issued by',
      'EduFund',
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(issued),
      certificate.public_id,
      verifyUrl,
    ])
      expect(enText.split('\n')).toContain(line);
    expect(enText).not.toContain(certificate.issued_at.slice(0, 10));

    const ru = await app.inject({ url: `${certificate.url}?lang=ru` });
    expect(ru.headers['content-disposition']).toBe(
      `attachment; filename="certificate-modern-teaching-${certificate.public_id}.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent('Сертификат EduCommunity - Modern Teaching.pdf')}`,
    );
    const ruDoc = await PDFDocument.load(ru.rawPayload);
    expect(ruDoc.getTitle()).toBe('Сертификат: Modern Teaching');
    expect(await linkUris(ru.rawPayload)).toEqual([verifyUrl]);
    const ruText = pdfText(ru.rawPayload).split('\n');
    for (const line of [
      'СЕРТИФИКАТ О ПРОХОЖДЕНИИ КУРСА',
      'Кем выдан',
      'Дата выдачи',
      new Intl.DateTimeFormat('ru', { dateStyle: 'long', timeZone: 'UTC' }).format(issued),
      verifyUrl,
    ])
      expect(ruText).toContain(line);
    // The text is set in an embedded Inter (Latin and Cyrillic glyphs), not a standard font.
    expect(ru.rawPayload.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter/);
    expect(ru.rawPayload.toString('latin1')).toContain('/FontFile2');
    expect((await app.inject({ url: `${certificate.url}?lang=de` })).statusCode).toBe(400);
  });

  it('asking again answers the same PDF from memory', async () => {
    const certificate = await earnCourse1();
    const first = (await app.inject({ url: certificate.url })).rawPayload;
    const again = (await app.inject({ url: certificate.url })).rawPayload;
    // Two renderings of one certificate differ (PDFKit stamps time and a file id): equal bytes
    // mean one rendering.
    expect(again.equals(first)).toBe(true);
  });

  it('states the name its holder had when it was issued; a certificate earned after a rename has the new one', async () => {
    const certificate = await earnCourse1();
    await app.inject({
      method: 'POST',
      url: '/api/profile/my/',
      headers: bearer(james),
      payload: { first_name: 'Jamie' },
    });
    const verified = await app.inject({ url: `/api/certificates/${certificate.public_id}/` });
    expect(verified.json().holder).toMatchObject({ first_name: 'James', last_name: 'Brown' });
    const pdf = (await app.inject({ url: certificate.url })).rawPayload;
    expect(pdfText(pdf).split('\n')).toContain('James Brown');
    await pass(4);
    const later = (await myCertificates()).find((c) => c.course.id === 3)!;
    const laterVerified = await app.inject({ url: `/api/certificates/${later.public_id}/` });
    expect(laterVerified.json().holder).toMatchObject({ first_name: 'Jamie' });
  });

  it('the verification URL takes PUBLIC_ORIGIN, else the origin a trusted proxy names', async () => {
    const certificate = await earnCourse1();
    const path = `/certificates/${certificate.public_id}`;
    const forwarded = { 'x-forwarded-host': 'edu.example', 'x-forwarded-proto': 'https' };
    // From loopback (the project's static server, trusted by default).
    const viaProxy = await app.inject({ url: certificate.url, headers: forwarded });
    expect(await linkUris(viaProxy.rawPayload)).toEqual([`https://edu.example${path}`]);
    // From anyone else, the headers are ignored.
    const direct = await app.inject({
      url: certificate.url,
      headers: { ...forwarded, host: 'api.internal:8000' },
      remoteAddress: '203.0.113.9',
    });
    expect(await linkUris(direct.rawPayload)).toEqual([`http://api.internal:8000${path}`]);

    const db = app.ctx.db;
    const configured = await makeApp({ publicOrigin: 'https://learn.example.org' });
    try {
      // Same certificate row in the other app's database.
      const row = (await first<Record<string, unknown>>(db, sql`SELECT * FROM certificates`))!;
      await sql`INSERT INTO certificates (user_id, course_id, issued_at, code)
        VALUES (${row.user_id}, ${row.course_id}, ${row.issued_at}, ${row.code})`.execute(
        configured.ctx.db,
      );
      const res = await configured.inject({ url: certificate.url, headers: forwarded });
      expect(await linkUris(res.rawPayload)).toEqual([`https://learn.example.org${path}`]);
    } finally {
      await configured.close();
    }
  });
});
