/**
 * A page's URL as the app reads it: its path, and of its query string only the parameters a
 * screen reads, in one order (README "Server rendering", "One client's flood"). The web server
 * keys its page cache on it and renders it (scripts/serve.ts, src/server.tsx), so
 * `/education/all?x=1`, `?x=2`… are the one page the app shows for each of them, rendered once,
 * instead of a render per made-up parameter that filled the render queue (a session audit:
 * every other reader's page answered 503). Known parameters in another spelling (`tags=4,1,4`,
 * `page=1`) are the page they mean too. The canonical link names none of them but an events
 * page's `?page=` from 2 on (./eventRoutes.ts).
 *
 * The parameters: the list screens' (`q`, `tags`, `themes`, `page`: useListQuery, the learning
 * filters and the events' pages; `shown`: the learning lists' cards opened with "Show more", in
 * steps of 12 up to 120, so `?shown=100000` is the one page `?shown=120`) and the module test's way back (`module`, a protected screen
 * whose page is the shell, but whose address keeps it through a redirect; its `retake` is the
 * browser's alone, dropped from the address at once). A screen that starts
 * reading another parameter adds it here, or the server renders its page as if it were absent
 * (the browser then draws it from its own address). A server route keeps only those its screen
 * reads (its `reads` in ./learningRoutes.ts and its neighbours: `/education/course/1?q=x` is the
 * course); a public screen that starts reading one lists it there too.
 */
import { SHOWN_PARAM, shownPagesOf, shownValueOf } from '@/features/learning/catalogue/shownCards';
import { listQueryParts, parseListQuery } from '@/shared/lib/useListQuery';
import { isValidId } from '@/shared/routes/paths';
import { matchServerRoute } from './matchRoute';

export function pageUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  const module = params.get('module') ?? undefined;
  const path = url.slice(0, mark);
  const reads = parametersReadAt(path);
  const parts = [
    ...listQueryParts(parseListQuery(params)),
    ['module', isValidId(module) ? String(module) : ''],
    [SHOWN_PARAM, shownValueOf(shownPagesOf(params.get(SHOWN_PARAM)))],
  ].filter(([name, value]) => value && (!reads || reads.includes(name)));
  return parts.length ? `${path}?${new URLSearchParams(parts).toString()}` : path;
}

/**
 * The parameters a server route's screen reads (its `reads`: none if it names none, as a
 * course's or the not-found page); undefined for the other pages (the members' screens, whose
 * page is the shell, and redirects), which keep every known one. Without it `?q=` or `?page=`
 * made a course page anew for each value, a render and a cache entry per made-up search.
 */
function parametersReadAt(path: string): readonly string[] | undefined {
  const { route } = matchServerRoute(path);
  return route ? (route.reads ?? []) : undefined;
}
