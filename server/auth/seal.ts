/**
 * Seals a value with a key only the holder of a secret token can derive: HKDF-SHA256 of the token
 * (with a purpose label) → AES-256-GCM key. Used to keep a rotated refresh token's successor pair
 * (tokens.ts) so that it can be answered again, without storing any token in clear.
 * Sealed text: base64url of iv (12 bytes) · tag (16 bytes) · ciphertext; `bound` is authenticated
 * (AAD), so a blob moved to another row does not open.
 */
import crypto from 'node:crypto';

const LABEL = 'edu-community refresh grace v1';

const keyFrom = (token: string) =>
  Buffer.from(crypto.hkdfSync('sha256', token, Buffer.alloc(0), LABEL, 32));

export function seal(token: string, bound: string, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyFrom(token), iv);
  cipher.setAAD(Buffer.from(bound));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The sealed text, or null when the token, binding or blob do not match. */
export function unseal(token: string, bound: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyFrom(token), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(bound));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
