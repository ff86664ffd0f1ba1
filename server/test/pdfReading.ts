/**
 * Reading a certificate PDF back in tests (server/test/certificates.test.ts and
 * e2e/tests/certificates.spec.ts): its link annotations with pdf-lib, its text with pdf.js.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** Every link annotation's URI on the PDF's pages. */
export async function linkUris(pdf: Buffer): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const uris: string[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const action = annots!.lookup(i, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString);
      if (uri) uris.push(uri.decodeText());
    }
  }
  return uris;
}

/**
 * The PDF's text as pdf.js extracts it, through scripts/pdf-text.mjs in a child process (Jest's
 * CommonJS runtime cannot load pdf.js, which ships as ES modules only).
 */
export const pdfText = (pdf: Buffer) =>
  execFileSync(process.execPath, [path.join(__dirname, '../../scripts/pdf-text.mjs')], {
    input: pdf,
  }).toString();
