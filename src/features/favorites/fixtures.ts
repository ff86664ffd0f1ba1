/**
 * Test data for the favorites tests (imported by tests only): favorite items, and the three
 * paged favorites endpoints served from in-memory lists (3 per page, 404 'Invalid page.' past
 * the last, as docs/api.md says).
 */
import { http, HttpResponse } from 'msw';
import { sampleArticle, sampleCourse, sampleModule } from '@/features/cards/fixtures';
import type { FavoriteItem, FavoriteKind } from '@/shared/contract/profile';
import { API, server } from '@/test/msw/server';

export const moduleItem = (id: number, extra: Partial<FavoriteItem> = {}): FavoriteItem => ({
  type: 'module',
  object: sampleModule({ id, name: `Session ${id}` }),
  parent_course: null,
  is_published: true,
  ...extra,
});
export const courseItem = (id: number): FavoriteItem => ({
  type: 'course',
  object: sampleCourse({ id, name: `Course ${id}` }),
  parent_course: null,
  is_published: true,
});
export const articleItem = (id: number): FavoriteItem => ({
  type: 'article',
  object: sampleArticle({ id, name: `News ${id}` }),
  parent_course: null,
  is_published: true,
});
export const many = <T>(count: number, make: (id: number) => T) =>
  Array.from({ length: count }, (_, i) => make(i + 1));

export type Lists = Partial<Record<FavoriteKind, FavoriteItem[]>>;

/** Serves `lists` (mutable: DELETE removes); `fail` makes a kind/page answer 500. */
export function favoritesServer(
  lists: Lists,
  fail: (kind: string, page: number) => boolean = () => false,
) {
  const requests: string[] = [];
  server.use(
    // The combined list: the hearts' truth.
    http.get(`${API}/profile/favorites/`, () =>
      HttpResponse.json([
        ...(lists.module ?? []),
        ...(lists.article ?? []),
        ...(lists.course ?? []),
      ]),
    ),
    http.get(`${API}/profile/favorites/:kind/`, ({ params, request }) => {
      const kind = params.kind as FavoriteKind;
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      requests.push(`${kind}:${page}`);
      if (fail(kind, page))
        return HttpResponse.json({ detail: 'Internal server error.' }, { status: 500 });
      const all = lists[kind] ?? [];
      const results = all.slice((page - 1) * 3, page * 3);
      if (page > 1 && results.length === 0)
        return HttpResponse.json({ detail: 'Invalid page.' }, { status: 404 });
      return HttpResponse.json({ count: all.length, page, next: null, previous: null, results });
    }),
    http.delete(`${API}/courses/modules/:id/favorite/`, ({ params }) => {
      lists.module = (lists.module ?? []).filter((item) => item.object.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return requests;
}
