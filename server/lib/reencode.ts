/**
 * Re-encodes an uploaded photo so that only its pixels are kept. Phones write the place a photo
 * was taken (Exif GPS), the device and often an XMP packet or a comment into the file; serving
 * the upload as it came would publish all of that. sharp decodes the JPEG, turns it upright by
 * its Exif orientation (the orientation tag goes away with the rest of the metadata, so the
 * pixels must carry it), and writes a fresh JPEG without metadata (sharp's default unless
 * withMetadata/keepMetadata is asked for).
 */
import sharp from 'sharp';

export async function reencodeJpeg(data: Buffer, maxPixels: number): Promise<Buffer | null> {
  try {
    // limitInputPixels is the second guard: the route already refused more pixels from the frame
    // header before any decoding. failOn 'warning' (sharp's advice for untrusted input) refuses
    // truncated or corrupt pixel data instead of serving a half-grey picture.
    return await sharp(data, { limitInputPixels: maxPixels, failOn: 'warning' })
      .rotate()
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
