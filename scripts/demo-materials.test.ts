/**
 * The demo's course materials (scripts/demo-materials.ts): each course's handout and slides are
 * about that course, are tagged, and are what the generator writes from today's demo content.
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { demoContent } from '../server/demo/demoContent';
import { courseMaterialFile } from '../server/demo/content/moduleKit';
import { pdfText } from '../server/test/pdfReading';
import { DEMO_FILES, writeDemoMaterials } from './demo-materials';

const read = (file: string) => readFileSync(path.join(DEMO_FILES, file));
/** pdf.js breaks lines where the page does: compare words, not layout. */
const words = (text: string) => text.replace(/\s+/g, ' ');

describe.each(demoContent.courses.map((c) => [c.name, c] as const))('%s', (_name, course) => {
  const sessions = demoContent.modules.filter((m) => m.course === course.id && m.is_published);

  it('its handout names the course and every published session, and no draft', () => {
    const text = words(pdfText(read(courseMaterialFile(course.id, 'handout'))));
    expect(text).toContain(course.name);
    for (const s of sessions) expect(text).toContain(`Session ${s.position}. ${s.name}`);
    const drafts = demoContent.modules.filter((m) => m.course === course.id && !m.is_published);
    for (const d of drafts) expect(text).not.toContain(d.name);
  });

  it('its slides give each session a slide', () => {
    const text = words(pdfText(read(courseMaterialFile(course.id, 'slides'))));
    expect(text).toContain(course.name);
    for (const s of sessions)
      expect(text).toContain(`Session ${s.position} of ${sessions.length} ${s.name}`);
  });

  it("every session of the course shows the course's own handout or slides", () => {
    for (const m of demoContent.modules.filter((x) => x.course === course.id)) {
      const own = [
        courseMaterialFile(course.id, 'handout'),
        courseMaterialFile(course.id, 'slides'),
      ];
      expect(own).toContain(m.viewable[0].file);
      expect(m.viewable[0].name).toContain(course.name);
    }
  });
});

it("a priced course's handout and slides are offered in its own sessions only", () => {
  for (const course of demoContent.courses.filter((c) => c.payment_config !== null)) {
    const own = [courseMaterialFile(course.id, 'handout'), courseMaterialFile(course.id, 'slides')];
    const elsewhere = demoContent.modules
      .filter((m) => m.course !== course.id)
      .flatMap((m) => [...m.viewable, ...m.downloadable].map((x) => x.file))
      .filter((file) => own.includes(file));
    expect({ course: course.name, elsewhere }).toEqual({ course: course.name, elsewhere: [] });
  }
});

it('the materials are tagged PDFs with a title and a language', async () => {
  for (const course of demoContent.courses) {
    for (const kind of ['handout', 'slides'] as const) {
      const doc = await PDFDocument.load(read(courseMaterialFile(course.id, kind)));
      expect(doc.catalog.get(PDFName.of('StructTreeRoot'))).toBeDefined();
      const markInfo = doc.catalog.lookup(PDFName.of('MarkInfo'), PDFDict);
      expect(String(markInfo.get(PDFName.of('Marked')))).toBe('true');
      expect(doc.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('en');
      expect(doc.getTitle()).toContain(course.name);
    }
  }
});

it('the committed files are what the generator writes from the demo content', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'materials-'));
  try {
    await writeDemoMaterials(dir);
    for (const course of demoContent.courses) {
      for (const kind of ['handout', 'slides'] as const) {
        const file = courseMaterialFile(course.id, kind);
        // A changed session text needs `npx tsx scripts/demo-materials.ts` (its header).
        expect({ file, same: readFileSync(path.join(dir, file)).equals(read(file)) }).toEqual({
          file,
          same: true,
        });
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
