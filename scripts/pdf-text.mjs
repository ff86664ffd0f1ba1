/**
 * Prints the text of the PDF read from standard input (pdf.js through unpdf), pages joined by
 * newlines. The tests of the certificate PDF run it as a child process: Jest's CommonJS runtime
 * cannot load pdf.js, which ships as ES modules only.
 *   node scripts/pdf-text.mjs < file.pdf
 */
import { extractText, getDocumentProxy } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { text } = await extractText(pdf, { mergePages: true });
process.stdout.write(text);
