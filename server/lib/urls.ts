/** Root-relative URLs for media (docs/api.md: file URLs are root-relative under /api/media/files/). */
export const FILES_PREFIX = '/api/media/files/';
export const UPLOADS_PREFIX = '/api/media/uploads/';

/** A demo path ('covers/x.webp') becomes a file URL; absolute and root-relative URLs pass through. */
export function mediaUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^(https?:)?\//.test(file)) return file;
  return FILES_PREFIX + file.split('/').map(encodeURIComponent).join('/');
}

export const iso = (ms: number): string => new Date(ms).toISOString();
