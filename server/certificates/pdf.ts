/**
 * The certificate as a PDF (PDFKit), in the learner's language (en, ru): holder, course, issuer
 * (the course's sponsor, else the platform), date of issue, the public id, and the verification
 * URL as text, as a link and as a QR code (qrcode's matrix drawn as vector squares).
 *
 * - Font: Inter, the app's typeface, as full TTF files (@expo-google-fonts/inter: Latin and
 *   Cyrillic in one file). The app's own @fontsource-variable/inter files are split per script, and
 *   fontkit (PDFKit's font engine) fails to subset the WOFF2 builds of Inter.
 * - Contrast (WCAG AA on white): text #171717 (17.9:1), secondary #4A5058 (8.1:1), the course
 *   title and the URL in the brand's text shade #17705F (6.0:1); the brand green #44CBB1 (2:1)
 *   is used only for the decorative frame.
 * - The date is the calendar day of issue in UTC, written out in the language ("23 November 2026"
 *   style, never ISO).
 */
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateLanguage } from '../../src/shared/contract/profile';
import { inTurn } from './renderLine';
import type { IssuedCertificate } from './store';
import { formatIssueDate, holderNameOf, issuerOf, PLATFORM, TEXTS } from './texts';

const FONT_DIR = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
/** Read once: each document then parses and subsets them from memory. */
const FONTS = {
  regular: fs.readFileSync(path.join(FONT_DIR, '400Regular/Inter_400Regular.ttf')),
  semibold: fs.readFileSync(path.join(FONT_DIR, '600SemiBold/Inter_600SemiBold.ttf')),
  bold: fs.readFileSync(path.join(FONT_DIR, '700Bold/Inter_700Bold.ttf')),
};
const COLOR = {
  text: '#171717',
  secondary: '#4A5058',
  brandText: '#17705F',
  frame: '#44CBB1',
  rule: '#D9DEE3',
};

/**
 * Rendering takes about 0.1 s of CPU (font parsing and subsetting), and the PDF is public: the
 * last few hundred PDFs are kept, keyed by everything printed on them, so asking again for the
 * same certificate costs nothing, while a changed name or sponsor still renders anew.
 */
const CACHE_SIZE = 200;
const cache = new Map<string, Promise<Buffer>>();

export function certificatePdf(
  c: IssuedCertificate,
  lang: CertificateLanguage,
  verificationUrl: string,
): Promise<Buffer> {
  const key = JSON.stringify([c, lang, verificationUrl]);
  let pdf = cache.get(key);
  if (!pdf) {
    pdf = inTurn(() => renderCertificatePdf(c, lang, verificationUrl));
    pdf.catch(() => cache.delete(key));
    cache.set(key, pdf);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  }
  return pdf;
}

async function renderCertificatePdf(
  c: IssuedCertificate,
  lang: CertificateLanguage,
  verificationUrl: string,
): Promise<Buffer> {
  const t = TEXTS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang,
    displayTitle: true,
    info: {
      Title: t.title(c.course.name),
      Author: issuerOf(c),
      Subject: verificationUrl,
      Creator: PLATFORM,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('semibold', FONTS.semibold);
  doc.registerFont('bold', FONTS.bold);

  const W = doc.page.width;
  const H = doc.page.height;
  const left = 72;
  const width = W - 2 * left;

  // Frame: decoration only (no text sits on the brand green).
  doc
    .lineWidth(6)
    .strokeColor(COLOR.frame)
    .rect(24, 24, W - 48, H - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .rect(36, 36, W - 72, H - 72)
    .stroke();

  doc.font('bold').fontSize(14).fillColor(COLOR.brandText).text(PLATFORM, left, 64);
  doc.font('semibold').fontSize(13).fillColor(COLOR.brandText).text(t.kicker, left, 112);

  doc.font('regular').fontSize(14).fillColor(COLOR.secondary).text(t.awardedTo, left, 156);
  fitText(doc, holderNameOf(c), 'bold', 36, 22, width);
  doc.fillColor(COLOR.text).text(holderNameOf(c), left, 176, { width, lineBreak: false });

  doc.font('regular').fontSize(14).fillColor(COLOR.secondary).text(t.forCourse, left, 234);
  // A long course title gets a smaller size (two lines at most), never a cut-off.
  let courseSize = 26;
  doc.font('bold').fontSize(courseSize);
  while (courseSize > 16 && doc.heightOfString(c.course.name, { width }) > 2.5 * courseSize)
    doc.fontSize(--courseSize);
  doc
    .fillColor(COLOR.brandText)
    .text(c.course.name, left, 254, { width, height: 80, ellipsis: true });

  // Issuer, date and id in three columns.
  const rowY = 348;
  doc
    .lineWidth(0.75)
    .strokeColor(COLOR.rule)
    .moveTo(left, rowY)
    .lineTo(W - left, rowY)
    .stroke();
  const columns: [string, string][] = [
    [t.issuedBy, issuerOf(c)],
    [t.issuedOn, formatIssueDate(c.issuedAt, lang)],
    [t.certificateId, c.publicId],
  ];
  const columnWidth = width / 3;
  columns.forEach(([label, value], i) => {
    const x = left + i * columnWidth;
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(COLOR.secondary)
      .text(label, x, rowY + 16);
    doc
      .font('semibold')
      .fontSize(13)
      .fillColor(COLOR.text)
      .text(value, x, rowY + 34, { width: columnWidth - 16, height: 36, ellipsis: true });
  });

  // Verification: the URL as text and link, and its QR code.
  const qrSize = 104;
  const qrX = W - left - qrSize;
  const qrY = H - 56 - qrSize;
  drawQrCode(doc, verificationUrl, qrX, qrY, qrSize);
  const textWidth = qrX - left - 24;
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLOR.secondary)
    .text(t.verify, left, qrY + 34, { width: textWidth });
  doc
    .font('semibold')
    .fontSize(12)
    .fillColor(COLOR.brandText)
    .text(verificationUrl, left, qrY + 52, {
      width: textWidth,
      link: verificationUrl,
      underline: true,
    });
  doc
    .font('regular')
    .fontSize(11)
    .fillColor(COLOR.secondary)
    .text(t.scan, left, qrY + 74, { width: textWidth });

  doc.end();
  return done;
}

/** Shrinks the font until the one-line text fits (long names stay on one line). */
function fitText(
  doc: PDFKit.PDFDocument,
  text: string,
  font: string,
  size: number,
  min: number,
  width: number,
): void {
  let current = size;
  doc.font(font).fontSize(current);
  while (current > min && doc.widthOfString(text) > width) doc.fontSize(--current);
}

function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  // A hair of overlap, so no viewer draws seams between neighbouring squares.
  const overlap = 0.25;
  doc.fillColor(COLOR.text);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col))
        doc.rect(x + col * cell, y + row * cell, cell + overlap, cell + overlap);
  doc.fill();
}
