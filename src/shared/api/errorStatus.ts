/** The HTTP status of an RTK Query error (numbers only; network/parse errors give null). */
export function errorStatus(error: unknown): number | null {
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  const { status } = error as { status: unknown; originalStatus?: unknown };
  if (typeof status === 'number') return status;
  const original = (error as { originalStatus?: unknown }).originalStatus;
  return typeof original === 'number' ? original : null;
}

export type LoadFailure = 'not-found' | 'forbidden' | 'unauthorized' | 'failed';

/** How a screen should explain a failed load (404 and 403 are not worth a retry). */
export function loadFailure(error: unknown): LoadFailure {
  const status = errorStatus(error);
  if (status === 404) return 'not-found';
  if (status === 403) return 'forbidden';
  if (status === 401) return 'unauthorized';
  return 'failed';
}

/** The request never got an answer (offline, connection lost, timed out): worth a retry as is. */
export function isNetworkError(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('status' in error)) return false;
  const { status } = error as { status: unknown };
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}
