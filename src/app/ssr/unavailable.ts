import { errorStatus } from '@/shared/api/errorStatus';

interface QueryEntry {
  status: string;
  error?: unknown;
}

/**
 * Whether a page's data could not be had for now: a query of the render failed without an answer
 * (the API down, or stuck past SERVER_API_TIMEOUT_MS), with a 5xx, or with 429. The page shows
 * its error and "Try again", and answers 503: not a page for a cache to keep or a search engine
 * to index. The API's 404 is an answer (the page is not found), as is any other 4xx.
 */
export function dataUnavailable(queries: Record<string, QueryEntry | undefined>): boolean {
  return Object.values(queries).some((entry) => {
    if (entry?.status !== 'rejected') return false;
    const status = errorStatus(entry.error);
    return status === null || status >= 500 || status === 429;
  });
}
