/** Django-REST style page numbers (docs/api.md "Paging"). */
import type { FastifyRequest } from 'fastify';
import type { Paged } from '../../src/shared/contract/common';
import { httpError } from './errors';

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

export function pageOf(
  query: { page?: number; page_size?: number },
  defaultSize = 12,
): PageRequest {
  const page = query.page ?? 1;
  const size = query.page_size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

/** A page past the last answers 404 (page 1 of an empty list is fine). Checked before querying. */
export function assertPageExists(p: PageRequest, count: number): void {
  if (p.page > 1 && p.offset >= count) throw httpError(404, 'invalid_page', 'Invalid page.');
}

/**
 * The link to another page of the same list: the configured public origin (PUBLIC_ORIGIN) and the
 * request's path and query, or that path alone. Never the request's Host or an absolute-form
 * request line (`GET http://evil.example/api/...`), which any client may choose.
 */
function linkTo(req: FastifyRequest, page: number): string {
  const { pathname, searchParams: params } = new URL(req.url, 'http://origin.invalid');
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const qs = params.toString();
  return `${req.server.ctx.publicOrigin}${pathname}${qs ? `?${qs}` : ''}`;
}

export function paged<T>(
  req: FastifyRequest,
  p: PageRequest,
  count: number,
  results: T[],
): Paged<T> {
  return {
    count,
    page: p.page,
    next: p.offset + p.size < count ? linkTo(req, p.page + 1) : null,
    previous: p.page > 1 ? linkTo(req, p.page - 1) : null,
    results,
  };
}

/** Pages an in-memory list (small lists such as favorites). */
export function pageList<T>(req: FastifyRequest, p: PageRequest, all: T[]): Paged<T> {
  assertPageExists(p, all.length);
  return paged(req, p, all.length, all.slice(p.offset, p.offset + p.size));
}

/** `"3,7"` -> `[3, 7]` for `IN (…)`; undefined -> null (filter off). */
export const idList = (list: string | undefined): number[] | null =>
  list ? list.split(',').map(Number) : null;
