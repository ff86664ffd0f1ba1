/**
 * The server entry (issue 12), built by webpack into dist/ssr/index.js and used by the web
 * server, scripts/serve.ts. `renderPage` renders one URL with the app's own routes and store:
 *   1. a redirect route (`/`, `/education`...) answers its redirect;
 *   2. the route's queries (./app/ssr/serverRoutes.ts) run through the same RTK Query endpoints
 *      as in the browser, on the API's own address, without any cookie or token: every page is
 *      rendered as a visitor sees it, in the reader's language (their `locale` cookie, the one
 *      thing of theirs the web server passes on: README "Server rendering", "Cookies");
 *   3. React's streaming renderer renders the tree; the page is sent once everything, lazy
 *      screens included, is ready (onAllReady), so browsers and crawlers get the whole content
 *      and the status code is known before the first byte;
 *   4. the HTML (./app/ssr/document.ts) is dist/index.html with the route's head tags, the
 *      screen chunk's CSS, the page's language, the list of scripts the boot script adds (the
 *      screen chunk's and the entry's), the symbols of the icons the render used (in a hidden
 *      <svg> before the root: ./app/ssr/iconSymbols.ts), and the store's API cache in a
 *      <script type="application/json"> (no inline code: the CSP stays strict), from which
 *      src/main.tsx hydrates. Stylesheets the web server offers (`inlineStyles`) are inlined, so
 *      nothing stands between the HTML and the first paint (the web server cuts them to the
 *      page's critical rules and hashes them for its CSP).
 */
import { PassThrough, Transform, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router';
import { AppShell } from '@/app/App';
import type { Catalogue } from '@/app/providers/AppIntlProvider';
import { makeStore } from '@/app/store';
import { api } from '@/shared/api/baseApi';
import { emptyAuthState } from '@/features/auth/authSlice';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config';
import { catalogueFor } from '@/app/ssr/catalogues';
import { handedOverState } from '@/app/ssr/handedOverState';
import { assetTags, documentParts } from '@/app/ssr/document';
import { renderHead, type PageHead } from '@/app/ssr/head';
import { headMessages } from '@/app/ssr/messages';
import type { ServerRoute } from '@/app/ssr/serverRouteBase';
import { notFoundRoute } from '@/app/ssr/serverRoutes';
import { matchServerRoute, ownSpelling, redirectOf } from '@/app/ssr/matchRoute';
import { SERVER_API_TIMEOUT_MS } from '@/app/ssr/apiTimeout';
import { dataUnavailable } from '@/app/ssr/unavailable';
import { pageUrl } from '@/app/ssr/pageUrl';
import { pagePath } from '@/shared/routes/paths';
import { IconCollectorContext } from '@/shared/ui/Icon/iconCollector';
import type { IconName } from '@/shared/ui/Icon/iconNames';
import { iconSymbolsMarkup } from '@/app/ssr/iconSymbols';

/** For the web server: the language a request asks for (its `locale` cookie), to render it in. */
export { localeOfCookieHeader } from '@/shared/lib/localeCookie';

/** For the web server's /sitemap.xml: every public page's path, and the XML of them. */
export { publicPaths, sitemapXml } from '@/app/ssr/sitemap';

/** For the web server's page cache: a page's key, and whether it may be kept only briefly. */
export { pageUrl } from '@/app/ssr/pageUrl';
export { isWithdrawable } from '@/app/ssr/cachePolicy';

export interface RenderOptions {
  /** The request's path and query string. */
  url: string;
  /** The API's absolute base, e.g. http://127.0.0.1:8000/api. */
  apiBaseUrl: string;
  /** PUBLIC_ORIGIN: absolute URLs in head tags and structured data. */
  publicOrigin: string;
  /** dist/index.html, as built. */
  template: string;
  /** dist/chunk-groups.json: the files of each named chunk group. */
  chunkGroups: Record<string, string[]>;
  /** Stylesheets to inline instead of linking, by URL path (`/css/main.1a2b3c4d.css`). */
  inlineStyles?: ReadonlyMap<string, { css: string }>;
  /** The reader's language (their `locale` cookie, shared/lib/localeCookie.ts); the default if absent. */
  locale?: Locale;
}

export type RenderedPage =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: 200 | 404 | 503; body: Readable };

const intls = new Map<Locale, ReturnType<typeof createIntl>>();
/** react-intl for the head's texts, in the page's language. */
function intlFor(locale: Locale) {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, defaultLocale: 'en', messages: catalogueFor(locale) });
    intls.set(locale, intl);
  }
  return intl;
}
/** Dates are written in the server's zone; the browser hydrates in it, then shows its own. */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The not-found page's head: its title and text, no structured data, out of search results. */
function notFoundHead(context: Parameters<ServerRoute['head']>[0]): PageHead {
  const head = notFoundRoute.head(context) ?? { title: '', description: '' };
  return { ...head, jsonLd: [], image: null, noindex: true };
}

/** A page whose data failed (./app/ssr/unavailable.ts): the site's own title, out of search results. */
const unavailableHead: PageHead = {
  title: '',
  description: '',
  jsonLd: [],
  image: null,
  noindex: true,
};

export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  // As the app reads it: a parameter no screen reads makes no other page (./app/ssr/pageUrl.ts).
  const location = pageUrl(options.url);
  const url = new URL(location, 'http://localhost');
  const { pathname, search } = url;
  const redirect = redirectOf(pathname);
  if (redirect) return { kind: 'redirect', status: 302, location: `${redirect}${search}` };

  // /events/past/ is /events/past: one address per page, as the app's own links spell it (with
  // the slash, the router rendered the page but no tab of it as the current one). Never to a
  // path that starts with two slashes: /.//host/ is such a path, and //host another site.
  const path = pagePath(pathname);
  if (path !== pathname && /^\/(?!\/)/.test(path))
    return { kind: 'redirect', status: 301, location: `${path}${search}` };
  const matched = matchServerRoute(pathname);
  // /EDUCATION/COURSE/1 and /education/course/%31 are the course too, and go to its one address.
  const spelled = ownSpelling(matched, path);
  if (spelled) return { kind: 'redirect', status: 301, location: `${spelled}${search}` };
  const locale = options.locale ?? DEFAULT_LOCALE;
  const intl = intlFor(locale);
  // A visitor's store: no session, the reader's language, the default theme (src/main.tsx
  // hydrates only a browser in the same state).
  const store = makeStore(
    { auth: emptyAuthState, preferences: { locale, theme: null } },
    { apiBaseUrl: options.apiBaseUrl, apiTimeoutMs: SERVER_API_TIMEOUT_MS },
  );
  // Not appStarted: its startup lists would all travel in the page; the route loads the ones
  // its screen renders (its `load` in ./app/ssr/), the browser the others.
  const context = { params: matched.params, search };
  for (const start of matched.route?.load?.(context) ?? []) store.dispatch(start as never);
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const headContext = {
    ...context,
    state: store.getState(),
    intl,
    origin: options.publicOrigin,
    pathname: path,
  };
  // The API's answer missing (down, stuck, failing): not "not found", but "not now".
  const unavailable = dataUnavailable(store.getState()[api.reducerPath].queries);
  // Unlisted routes (the protected screens' shell): the site's own title and description, and
  // out of search results, which would find an empty page.
  const found = matched.route
    ? matched.route.head(headContext)
    : { title: '', description: '', noindex: true };
  const notFound = !unavailable && (matched.notFound || !found);
  const head: PageHead = unavailable
    ? { ...unavailableHead }
    : notFound
      ? notFoundHead(headContext)
      : { ...found! };
  if (!head.description) head.description = intl.formatMessage(headMessages.siteDescription);
  const parts = documentParts(
    options.template,
    locale,
    renderHead(head, options.publicOrigin, head.canonicalPath ?? headContext.pathname, locale),
    // The screen's chunk, and the language's catalogue (AppIntlProvider's "i18n-ru" chunk) for
    // a page in Russian, so that the browser hydrates it in Russian without asking for it then.
    assetTags(options.chunkGroups, [
      matched.route?.chunk,
      locale === 'en' ? undefined : `i18n-${locale}`,
    ]),
    options.inlineStyles,
  );

  const renderedAt = Date.now();
  const icons = new Set<IconName>();
  const body = await renderApp(store, location, catalogueFor(locale), renderedAt, icons);
  const state = handedOverState(store, { timeZone: SERVER_TIME_ZONE, renderedAt, locale });
  const page = new Transform({
    transform(chunk, _encoding, callback) {
      callback(null, chunk);
    },
    flush(callback) {
      this.push(parts.after(state));
      callback();
    },
  });
  // Every icon has rendered by now (onAllReady): the page carries their symbols.
  page.write(parts.before(iconSymbolsMarkup(icons)));
  body.pipe(page);
  const status = unavailable ? 503 : notFound || head.missing ? 404 : 200;
  return { kind: 'page', status, body: page };
}

function renderApp(
  store: ReturnType<typeof makeStore>,
  location: string,
  catalogue: Catalogue,
  renderedAt: number,
  icons: Set<IconName>,
): Promise<Readable> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  return new Promise((resolve, reject) => {
    const app = (
      <IconCollectorContext value={icons}>
        <AppShell
          store={store}
          router={Router}
          timeZone={SERVER_TIME_ZONE}
          renderedAt={renderedAt}
          catalogue={catalogue}
        />
      </IconCollectorContext>
    );
    const stream = renderToPipeableStream(app, {
      onAllReady() {
        const out = new PassThrough();
        stream.pipe(out);
        resolve(out);
      },
      // Every boundary inline, never outlined with a swap script (the CSP allows no inline
      // script): the page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError(error) {
        console.error('server render:', error);
      },
    });
  });
}
