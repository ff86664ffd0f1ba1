/**
 * Which server route (./serverRoutes.ts) a path is, for src/server.tsx: the app's own route
 * table decides what exists, the server routes what a page loads and says in its head.
 */
import { generatePath, matchPath, matchRoutes, Navigate } from 'react-router';
import { createRoutes } from '@/app/router';
import { isOneOf, isValidId } from '@/shared/routes/paths';
import type { ServerRoute } from './serverRouteBase';
import { notFoundRoute, serverRoutes } from './serverRoutes';

const routes = createRoutes();

export interface Matched {
  route: ServerRoute | null;
  params: Record<string, string | undefined>;
  notFound: boolean;
}

/** A percent-encoded part as text (a malformed escape stays as it is). */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The path as the app's router reads it, each segment unescaped (an escaped `/` stays so). */
const readable = (pathname: string) =>
  pathname
    .split('/')
    .map((segment) => decoded(segment).replaceAll('/', '%2F'))
    .join('/');

export function matchServerRoute(pathname: string): Matched {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return { route: notFoundRoute, params: {}, notFound: true };
  const path = readable(pathname);
  for (const route of serverRoutes) {
    const match = matchPath(route.pattern, path);
    if (!match) continue;
    // Read once, as the app's router reads them (`readable`): /education/course/%31 is course
    // 1, /education/course/%2531 is the id "%31", no course.
    const params = { ...match.params };
    // A type in another case is the type, as the route's other words are (/events/All/1 is
    // /events/all/1): its own spelling then answers a redirect (`ownSpelling`).
    if (route.types) params.type = params.type?.toLowerCase();
    const valid =
      (route.ids ?? []).every((name) => isValidId(params[name])) &&
      (!route.types || isOneOf(route.types, params.type));
    return valid
      ? { route, params, notFound: false }
      : { route: notFoundRoute, params: {}, notFound: true };
  }
  return { route: null, params: leaf.params, notFound: false };
}

/**
 * Routes match whatever the case (react-router's default) and read percent-escapes as the
 * characters they stand for: the route's own spelling of a page path (`pagePath`, shared/routes/paths.ts) asked for in
 * another case or with escapes, e.g. /EDUCATION/COURSE/1 or /education/course/%31; null when it
 * is spelled so, or is not a server route's page.
 */
export function ownSpelling({ route, params, notFound }: Matched, path: string): string | null {
  if (!route || notFound) return null;
  const own = generatePath(route.pattern, params);
  return own !== path && own.toLowerCase() === decoded(path).toLowerCase() ? own : null;
}

/** `<Navigate>` routes answer as redirects: a static render cannot navigate. */
export function redirectOf(pathname: string): string | null {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (element && typeof element === 'object' && 'type' in element && element.type === Navigate)
    return (element.props as { to: string }).to;
  return null;
}
