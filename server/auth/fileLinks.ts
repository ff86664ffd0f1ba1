/**
 * Signed, expiring links to paid lesson files (docs/api.md "Media files"). The video and materials of a
 * paid module are served only at `<file URL>?exp=<unix s>&u=<user id>&sig=<HMAC-SHA256>`, the
 * links ModuleDetail hands to users with access; a bare, tampered or expired link answers 403.
 * The MAC covers the decoded path, the user id and the expiry, with a key derived by HKDF from
 * the JWT secret (so it stays valid across restarts exactly as long as tokens do). Free modules'
 * files, posters, covers, logos and avatars stay public.
 */
import crypto from 'node:crypto';
import { posix } from 'node:path';
import type { ContentCache } from '../content/types';
import { FILES_PREFIX } from '../lib/urls';

export interface FileLinkOptions {
  secret: Uint8Array;
  /** How long a link works at least (default 1 h). */
  ttlSeconds?: number;
  now: () => number;
}

/** Expiries are rounded up to this step, so one page's links stay the same for a while (caches). */
const STEP_SECONDS = 300;

/**
 * A file URL's path as the file server resolves it: decoded, then `//`, `./` and `x/../`
 * collapsed (@fastify/static serves `videos//lesson-2.mp4` as `videos/lesson-2.mp4`, so the
 * check must see the same path). Null outside the files prefix or when it does not decode.
 */
const pathOf = (url: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
  const path = posix.normalize(decoded);
  return path.startsWith(FILES_PREFIX) ? path : null;
};

/** Whether a request names a file by its one canonical path (no `//`, `.`, `..` or `\`). */
export function isCanonicalFilePath(url: string): boolean {
  try {
    const decoded = decodeURIComponent(url.split('?')[0]);
    return (
      !decoded.includes('\\') && !decoded.includes('\0') && posix.normalize(decoded) === decoded
    );
  } catch {
    return false;
  }
}

const protectedByContent = new WeakMap<ContentCache, Set<string>>();

/** Decoded paths of the files of paid modules: their video, its captions and their materials. */
export function protectedFiles(content: ContentCache): Set<string> {
  let set = protectedByContent.get(content);
  if (!set) {
    set = new Set();
    for (const m of content.modules.values()) {
      if (m.payment === null) continue;
      for (const url of [
        m.video?.url,
        ...(m.video?.captions ?? []).map((x) => x.url),
        ...[...m.viewable, ...m.downloadable].map((x) => x.url),
      ]) {
        const path = url ? pathOf(url) : null;
        if (path) set.add(path);
      }
    }
    protectedByContent.set(content, set);
  }
  return set;
}

/** Whether a request URL (or a file URL) names a file that only a signed link serves. */
export function isProtected(url: string, content: ContentCache): boolean {
  const path = pathOf(url);
  return path !== null && protectedFiles(content).has(path);
}

export class FileLinks {
  private readonly key: Buffer;
  private readonly ttlSeconds: number;

  constructor(private readonly opts: FileLinkOptions) {
    this.key = Buffer.from(
      crypto.hkdfSync('sha256', opts.secret, Buffer.alloc(0), 'edu-community file links v1', 32),
    );
    this.ttlSeconds = opts.ttlSeconds ?? 3600;
  }

  private mac(path: string, userId: number, exp: number): Buffer {
    return crypto.createHmac('sha256', this.key).update(`${path}\n${userId}\n${exp}`).digest();
  }

  /** The URL with its signature when it names a protected file; any other URL as given. */
  sign(url: string | null, userId: number | null, content: ContentCache): string | null {
    const path = url && pathOf(url);
    if (!url || !path || !protectedFiles(content).has(path)) return url;
    const u = userId ?? 0;
    const now = Math.floor(this.opts.now() / 1000);
    const exp = Math.ceil((now + this.ttlSeconds) / STEP_SECONDS) * STEP_SECONDS;
    const sig = this.mac(path, u, exp).toString('base64url');
    return `${url}?exp=${exp}&u=${u}&sig=${sig}`;
  }

  /** Whether a request for a protected file carries a valid, unexpired signature. */
  verify(rawUrl: string): boolean {
    const [, search = ''] = rawUrl.split('?', 2);
    const path = pathOf(rawUrl);
    const q = new URLSearchParams(search);
    const exp = Number(q.get('exp'));
    const u = Number(q.get('u'));
    const sig = Buffer.from(q.get('sig') ?? '', 'base64url');
    if (!path || !Number.isSafeInteger(exp) || !Number.isSafeInteger(u) || u < 0) return false;
    if (exp * 1000 < this.opts.now()) return false;
    const expected = this.mac(path, u, exp);
    return sig.length === expected.length && crypto.timingSafeEqual(sig, expected);
  }
}
