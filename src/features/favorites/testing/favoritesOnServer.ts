/**
 * Test helper: one user's favorites on the mocked server. `GET /profile/favorites/` answers the
 * saved items (newest first, as the API does) and the add/remove calls of the three kinds change
 * them (POST 200, DELETE 204). `hold()` keeps the next list answer until the test releases it,
 * with the list it would have answered at the moment it was asked.
 */
import { http, HttpResponse } from 'msw';
import { sampleArticle, sampleCourse, sampleModule } from '@/features/cards/fixtures';
import type { FavoriteItem, FavoriteKind } from '@/shared/contract/profile';
import { deferred } from '@/test/deferred';
import { API, server } from '@/test/msw/server';

function favoriteItem(kind: FavoriteKind, id: number): FavoriteItem {
  const object =
    kind === 'course'
      ? sampleCourse({ id, name: `Course ${id}` })
      : kind === 'module'
        ? sampleModule({ id, name: `Session ${id}` })
        : sampleArticle({ id, name: `News ${id}` });
  return { type: kind, object, parent_course: null, is_published: true } as FavoriteItem;
}

const paths: [FavoriteKind, string][] = [
  ['course', `${API}/courses/:id/favorite/`],
  ['module', `${API}/courses/modules/:id/favorite/`],
  ['article', `${API}/media/articles/:id/favorite/`],
];

/** `saved`: `kind:id` keys, e.g. `['course:3']`. */
export function favoritesOnServer(saved: string[] = []) {
  const state = { saved: [...saved], lists: [] as string[], toggles: [] as string[] };
  let held: { promise: Promise<void> } | null = null;
  const list = () =>
    state.saved.map((key) => {
      const [kind, id] = key.split(':');
      return favoriteItem(kind as FavoriteKind, Number(id));
    });
  server.use(
    http.get(`${API}/profile/favorites/`, async ({ request }) => {
      state.lists.push(request.headers.get('authorization') ?? 'none');
      const answer = list(); // computed now, sent when released
      const wait = held;
      held = null;
      if (wait) await wait.promise;
      return HttpResponse.json(answer);
    }),
    ...paths.flatMap(([kind, path]) => [
      http.post(path, ({ params }) => {
        const key = `${kind}:${String(params.id)}`;
        state.toggles.push(`POST ${key}`);
        if (!state.saved.includes(key)) state.saved.unshift(key);
        return HttpResponse.json({ detail: 'Added to favorites.' });
      }),
      http.delete(path, ({ params }) => {
        const key = `${kind}:${String(params.id)}`;
        state.toggles.push(`DELETE ${key}`);
        state.saved = state.saved.filter((k) => k !== key);
        return new HttpResponse(null, { status: 204 });
      }),
    ]),
  );
  return {
    /** The authorization header of each list request. */
    lists: state.lists,
    /** `POST course:3`, `DELETE module:9`, … in order. */
    toggles: state.toggles,
    get saved() {
      return state.saved;
    },
    /** Holds the next `GET /profile/favorites/`; call the result to let it answer. */
    hold() {
      const gate = deferred();
      held = gate;
      return gate.resolve;
    },
  };
}
