/**
 * Writes each demo course's materials from the demo content itself:
 * server/demo/files/materials/course-NN-handout.pdf (A4) and course-NN-slides.pdf (16:9).
 *
 *   npx tsx scripts/demo-materials.ts
 *
 * Run it after changing a course's or a session's text (server/demo/files/README.md). A course's
 * handout and slides carry its description and, per published session, its name, description and
 * the ideas its knowledge check asks about, so what a learner opens in a session is about that
 * course (they were four generic topics before). Tagged PDFs (headings, paragraphs and lists in
 * a structure tree, a title and a language), in PDFKit's standard Helvetica: nothing embedded,
 * about 10 KB a file. The same content gives the same bytes: the dates and the file ID are fixed.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { demoContent } from '../server/demo/demoContent';
import { courseMaterialFile } from '../server/demo/content/moduleKit';
import type { DemoCourse, DemoModule, DemoQuestion } from '../server/demo/types';

/** Where the demo's files are: the server serves them under /api/media/files/. */
export const DEMO_FILES = path.resolve(__dirname, '../server/demo/files');
const PLATFORM = 'Edu Community';
/** A fixed date, so that regenerating unchanged content changes no byte. */
const MADE = new Date('2026-11-26T00:00:00Z');
const COLOR = { text: '#1f2933', secondary: '#52606d', brand: '#1b7a68', rule: '#cbd2d9' };

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

/** Helvetica without embedding covers WinAnsi only: any other character would print as junk. */
function checkWinAnsi(text: string, where: string): string {
  const odd = [...text].filter((ch) => ch.charCodeAt(0) > 0xff && !'–—‘’“”•…€™'.includes(ch));
  if (odd.length > 0) throw new Error(`${where}: no glyph in Helvetica for ${odd.join(' ')}`);
  return text;
}

/** "Use real lists" → "use real lists", but "WCAG level AA…" and "I…" stay as they are. */
const lowerFirst = (text: string) =>
  /^(?:A\s|[A-Z][a-z])/.test(text) ? text[0].toLowerCase() + text.slice(1) : text;

/**
 * What a session's knowledge check asks, as a study point: a stem ending in "…" is completed by
 * its right answers, a question or a "…:" lead is followed by them.
 */
function keyPoints(question: DemoQuestion): string {
  const right = question.options.filter((o) => o.correct).map((o) => o.text);
  const ask = question.text.trim();
  const point = ask.endsWith('…')
    ? `${ask.slice(0, -1).trimEnd()} ${right.map(lowerFirst).join('; ')}`
    : ask.endsWith(':')
      ? `${ask} ${right.map(lowerFirst).join('; ')}`
      : `${ask} ${right.map((text, i) => (i === 0 ? text : lowerFirst(text))).join('; ')}`;
  return /[.!?]$/.test(point) ? point : `${point}.`;
}

function openDoc(course: DemoCourse, kind: string, layout: PDFKit.PDFDocumentOptions): Doc {
  const title = `${course.name}: ${kind}`;
  const doc = new PDFDocument({
    ...layout,
    tagged: true,
    lang: 'en',
    displayTitle: true,
    pdfVersion: '1.7',
    info: {
      Title: checkWinAnsi(title, title),
      Author: PLATFORM,
      Creator: PLATFORM,
      CreationDate: MADE,
      ModDate: MADE,
    },
  });
  // PDFKit draws the file ID from the clock; a hash of the title keeps it stable.
  const id = createHash('md5').update(title).digest();
  (doc as unknown as { _id: Buffer })._id = id;
  return doc;
}

async function save(doc: Doc, outDir: string, file: string): Promise<number> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.end();
  const bytes = await done;
  mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
  writeFileSync(path.join(outDir, file), bytes);
  return bytes.length;
}

/** A heading or paragraph as its own structure element. */
function block(doc: Doc, parent: Struct, type: string, text: string, options: object = {}): void {
  parent.add(doc.struct(type, {}, () => doc.text(checkWinAnsi(text, text), options)));
}

const sessionsOf = (course: DemoCourse, modules: DemoModule[]) =>
  modules
    .filter((m) => m.course === course.id && m.is_published)
    .sort((a, b) => a.position - b.position);

function lecturers(course: DemoCourse): string {
  return demoContent.lectors
    .filter((l) => course.lectors.includes(l.id))
    .map((l) => `${l.first_name} ${l.last_name}`)
    .join(', ');
}

async function handout(
  course: DemoCourse,
  sessions: DemoModule[],
  outDir: string,
): Promise<number> {
  const doc = openDoc(course, 'course handout', { size: 'A4', margin: 64 });
  const width = doc.page.width - 128;
  const root = doc.struct('Document');
  doc.addStructure(root);

  doc.font('Helvetica-Bold').fontSize(10).fillColor(COLOR.brand);
  block(doc, root, 'P', `${PLATFORM} · Course handout`, { width });
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(22).fillColor(COLOR.text);
  block(doc, root, 'H1', course.name, { width });
  doc.moveDown(0.4).font('Helvetica').fontSize(11).fillColor(COLOR.secondary);
  block(doc, root, 'P', `${sessions.length} sessions · Led by ${lecturers(course)}`, { width });
  doc.moveDown(0.6).fontSize(11.5).fillColor(COLOR.text);
  block(doc, root, 'P', course.description, { width, lineGap: 2 });

  for (const session of sessions) {
    doc.moveDown(1.2);
    if (doc.y > doc.page.height - 200) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(15).fillColor(COLOR.text);
    block(doc, root, 'H2', `Session ${session.position}. ${session.name}`, { width });
    doc.moveDown(0.3).font('Helvetica').fontSize(11.5);
    block(doc, root, 'P', session.description, { width, lineGap: 2 });
    doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11.5);
    block(doc, root, 'H3', 'Key points', { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(11);
    const list = doc.struct('L');
    root.add(list);
    const points = session.test.questions.map((q) => checkWinAnsi(keyPoints(q), session.name));
    doc.list(points, { width: width - 16, structParent: list, bulletRadius: 2, lineGap: 2 });
    list.end();
  }

  doc.moveDown(1.5).font('Helvetica').fontSize(9).fillColor(COLOR.secondary);
  block(doc, root, 'P', `Demo material of ${PLATFORM}, written for this project.`, { width });
  root.end();
  return save(doc, outDir, courseMaterialFile(course.id, 'handout'));
}

/** One 16:9 slide: a heading, a lead paragraph and up to three points. */
function slide(
  doc: Doc,
  root: Struct,
  parts: { kicker: string; heading: string; lead: string; points?: string[] },
): void {
  const width = doc.page.width - 128;
  const section = doc.struct('Sect');
  root.add(section);
  doc.rect(0, 0, doc.page.width, 8).fill(COLOR.brand);
  doc.x = 64;
  doc.y = 52;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOR.brand);
  block(doc, section, 'P', parts.kicker, { width });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(30).fillColor(COLOR.text);
  block(doc, section, 'H2', parts.heading, { width });
  doc.moveDown(0.5).font('Helvetica').fontSize(17).fillColor(COLOR.secondary);
  block(doc, section, 'P', parts.lead, { width, lineGap: 3 });
  if (parts.points?.length) {
    doc.moveDown(1).fontSize(16).fillColor(COLOR.text);
    const list = doc.struct('L');
    section.add(list);
    doc.list(parts.points, {
      width: width - 20,
      structParent: list,
      bulletRadius: 3,
      lineGap: 5,
      paragraphGap: 8,
    });
    list.end();
  }
  section.end();
}

async function slides(course: DemoCourse, sessions: DemoModule[], outDir: string): Promise<number> {
  const doc = openDoc(course, 'slides', { size: [960, 540], margin: 64 });
  const root = doc.struct('Document');
  doc.addStructure(root);
  let pageCount = 1;
  doc.on('pageAdded', () => pageCount++);
  // The deck's title: the first slide's heading is the course's one H1.
  doc.rect(0, 0, doc.page.width, 8).fill(COLOR.brand);
  doc.x = 64;
  doc.y = 120;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(COLOR.brand);
  block(doc, root, 'P', `${PLATFORM} · ${sessions.length} sessions`, { width: 832 });
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(40).fillColor(COLOR.text);
  block(doc, root, 'H1', course.name, { width: 832 });
  doc.moveDown(0.5).font('Helvetica').fontSize(17).fillColor(COLOR.secondary);
  block(doc, root, 'P', course.description, { width: 832, lineGap: 3 });

  for (const session of sessions) {
    doc.addPage();
    const pages = pageCount;
    slide(doc, root, {
      kicker: `Session ${session.position} of ${sessions.length}`,
      heading: session.name,
      lead: session.description,
      points: session.test.questions
        .slice(0, 3)
        .map((q) => checkWinAnsi(keyPoints(q), session.name)),
    });
    // PDFKit would carry an overlong slide on to a new page: a slide must fit its own.
    if (pageCount !== pages)
      throw new Error(`${course.name}, session ${session.position}: the slide overflows`);
  }
  doc.addPage();
  slide(doc, root, {
    kicker: 'Next steps',
    heading: 'Check what you learned',
    lead:
      'Each session ends with a short knowledge check. Pass them all to complete the course. ' +
      `Led by ${lecturers(course)}.`,
  });
  root.end();
  return save(doc, outDir, courseMaterialFile(course.id, 'slides'));
}

/** Writes every course's handout and slides under outDir; answers the files' total size. */
export async function writeDemoMaterials(outDir = DEMO_FILES): Promise<number> {
  let total = 0;
  for (const course of demoContent.courses) {
    const sessions = sessionsOf(course, demoContent.modules);
    total += await handout(course, sessions, outDir);
    total += await slides(course, sessions, outDir);
  }
  return total;
}

if (require.main === module) {
  void writeDemoMaterials().then((total) =>
    console.log(`${demoContent.courses.length * 2} files, ${(total / 1024).toFixed(0)} KB`),
  );
}
