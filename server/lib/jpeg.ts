/**
 * Reads a JPEG's dimensions from its SOF marker, proving along the way that the bytes are a
 * JPEG (magic bytes FF D8 FF, then well-formed marker segments up to a frame header).
 * Answers null for anything else.
 */
export interface JpegSize {
  width: number;
  height: number;
}

// SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

export function jpegSize(buf: Buffer): JpegSize | null {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8 || buf[2] !== 0xff) return null;
  let offset = 2;
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) return null;
    let marker = buf[offset + 1];
    while (marker === 0xff && offset + 2 < buf.length) marker = buf[++offset + 1]; // fill bytes
    offset += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // markers without a length
    if (marker === 0xd9 || marker === 0xda) return null; // end of image / scan before any frame header
    if (offset + 2 > buf.length) return null;
    const length = buf.readUInt16BE(offset);
    if (length < 2 || offset + length > buf.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      const height = buf.readUInt16BE(offset + 3);
      const width = buf.readUInt16BE(offset + 5);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    offset += length;
  }
  return null;
}

/**
 * How many scans (SOS segments) a JPEG has, counted up to `limit + 1` at most. A progressive JPEG
 * is decoded scan by scan, each scan a pass over every block of its component however few bytes
 * it takes, so the decoding time grows with the scans, not with the file (see photo.ts).
 */
export function jpegScans(buf: Buffer, limit: number): number {
  let scans = 0;
  let offset = 2;
  while (scans <= limit && offset + 4 <= buf.length && buf[offset] === 0xff) {
    const marker = buf[offset + 1];
    if (marker === 0xff) {
      offset += 1; // a fill byte
      continue;
    }
    offset += 2;
    if (marker === 0xd9) break; // end of image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue; // no length
    offset += buf.readUInt16BE(offset);
    if (marker !== 0xda) continue;
    scans += 1;
    // The scan's coded data runs to the next marker: an FF that is neither a stuffed FF 00 nor
    // a restart marker (D0-D7).
    for (;;) {
      offset = buf.indexOf(0xff, offset);
      if (offset < 0 || offset + 1 >= buf.length) return scans;
      const next = buf[offset + 1];
      if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) break;
      offset += 2;
    }
  }
  return scans;
}
