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
 *   4. the HTML is dist/index.html with the route's head tags, the screen chunk's CSS, the list
 *      of scripts the boot script adds (the screen chunk's and the entry's), and the store's API
 *      cache in a <script type="application/json"> (no inline code: the
 *      CSP stays strict), from which src/main.tsx hydrates. Stylesheets the web server offers
 *      (`inlineStyles`) are inlined, so nothing stands between the HTML and the first paint
 *      (the web server cuts them to the page's critical rules and hashes them for its CSP).
 */
import { PassThrough, Transform, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createIntl } from 'react-intl';
import { matchPath, matchRoutes, Navigate, StaticRouter } from 'react-router';
import { AppShell } from '@/app/App';
import type { Catalogue } from '@/app/providers/AppIntlProvider';
import { createRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { api } from '@/shared/api/baseApi';
import { SERVER_STATE_ELEMENT_ID, type ServerState } from '@/shared/api/serverState';
import { isOneOf, isValidId } from '@/shared/routes/paths';
import { emptyAuthState } from '@/features/auth/authSlice';
import { isStartupList } from '@/features/references/referencesApi';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config';
import { catalogueFor } from '@/app/ssr/catalogues';
import { escapeHtml, jsonForScript, renderHead, type PageHead } from '@/app/ssr/head';
import { headMessages } from '@/app/ssr/messages';
import type { ServerRoute } from '@/app/ssr/serverRouteBase';
import { notFoundRoute, serverRoutes } from '@/app/ssr/serverRoutes';

/** For the web server: the language a request asks for (its `locale` cookie), to render it in. */
export { localeOfCookieHeader } from '@/shared/lib/localeCookie';

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
  | { kind: 'redirect'; status: 302; location: string }
  | { kind: 'page'; status: 200 | 404; body: Readable };

const routes = createRoutes();
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
/** The page's language on <html> (the template's is the default language's). */
const HTML_LANG = /<html lang="?[a-z]+"?/;
/** Dates are written in the server's zone; the browser hydrates in it, then shows its own. */
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;
/** The minified template drops the quotes of plain attribute values. */
const ROOT = /<div id="?root"?><\/div>/;
/** The entry's scripts in index.html (the web server's template). */
const ENTRY_SCRIPT = /<script defer src="?([^" >]+\.js)"?><\/script>/g;
/** The JSON list of the page's scripts, which public/boot.js loads. */
const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';
const STYLESHEET = /<link href="?([^" >]+\.css)"? rel="?stylesheet"?>/g;

interface Matched {
  route: ServerRoute | null;
  params: Record<string, string | undefined>;
  notFound: boolean;
}

function matchServerRoute(pathname: string): Matched {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === '*') return { route: notFoundRoute, params: {}, notFound: true };
  for (const route of serverRoutes) {
    const match = matchPath(route.pattern, pathname);
    if (!match) continue;
    const { params } = match;
    const valid =
      (route.ids ?? []).every((name) => isValidId(params[name])) &&
      (!route.types || isOneOf(route.types, params.type));
    return valid
      ? { route, params, notFound: false }
      : { route: notFoundRoute, params: {}, notFound: true };
  }
  return { route: null, params: leaf.params, notFound: false };
}

/** `<Navigate>` routes answer as redirects: a static render cannot navigate. */
function redirectOf(pathname: string): string | null {
  const element = matchRoutes(routes, pathname)?.at(-1)?.route.element;
  if (element && typeof element === 'object' && 'type' in element && element.type === Navigate)
    return (element.props as { to: string }).to;
  return null;
}

/** The not-found page's head: its title and text, no structured data, out of search results. */
function notFoundHead(context: Parameters<ServerRoute['head']>[0]): PageHead {
  const head = notFoundRoute.head(context) ?? { title: '', description: '' };
  return { ...head, jsonLd: [], image: null, noindex: true };
}

function assetTags(chunkGroups: Record<string, string[]>, chunks: Array<string | undefined>) {
  const files = chunks.flatMap((chunk) => (chunk && chunkGroups[chunk]) || []);
  const href = (file: string) => escapeHtml(`/${file}`);
  return {
    css: files
      .filter((f) => f.endsWith('.css'))
      .map((f) => `<link href="${href(f)}" rel="stylesheet">`)
      .join(''),
    // Paths for the JSON list (escaped as JSON by jsonForScript, not as HTML like href).
    js: files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`),
  };
}

/** Each stylesheet link the page has an inline copy of becomes a `<style data-href>`. */
function inlineStylesheets(html: string, styles: RenderOptions['inlineStyles']) {
  return html.replace(STYLESHEET, (link, href: string) => {
    const style = styles?.get(href);
    return style ? `<style data-href="${escapeHtml(href)}">${style.css}</style>` : link;
  });
}

/** index.html around the rendered app: head tags in, the state after the root element. */
function documentParts(
  template: string,
  head: string,
  assets: { css: string; js: string[] },
  styles: RenderOptions['inlineStyles'],
) {
  // The scripts are not in the HTML as elements: the boot script (public/boot.js) adds them in
  // this order once the page's largest image has painted. The screen chunk's come before the
  // entry's: they run in order, so the chunk is registered when main.tsx hydrates and the
  // screen's lazy import resolves at once.
  const scripts = [...assets.js];
  let html = template.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  html = html
    // The page reads without JavaScript now: no "this application needs JavaScript" notice.
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta name="?description"?[^>]*>/, '');
  html = html.replace('</head>', `${head}${assets.css}</head>`);
  html = inlineStylesheets(html, styles);
  const root = ROOT.exec(html);
  if (!root) throw new Error('index.html has no <div id="root"></div>');
  const at = root.index;
  return {
    before: `${html.slice(0, at)}<div id="root">`,
    after: (state: ServerState) =>
      `</div><script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>` +
      `<script type="application/json" id="${APP_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>` +
      html.slice(at + root[0].length),
  };
}

export async function renderPage(options: RenderOptions): Promise<RenderedPage> {
  const url = new URL(options.url, 'http://localhost');
  const { pathname, search } = url;
  const redirect = redirectOf(pathname);
  if (redirect) return { kind: 'redirect', status: 302, location: `${redirect}${search}` };

  const matched = matchServerRoute(pathname);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const intl = intlFor(locale);
  // A visitor's store: no session, the reader's language, the default theme (src/main.tsx
  // hydrates only a browser in the same state).
  const store = makeStore(
    { auth: emptyAuthState, preferences: { locale, theme: null } },
    { apiBaseUrl: options.apiBaseUrl },
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
    pathname,
  };
  // Unlisted routes (the protected screens' shell): the site's own title and description.
  const found = matched.route ? matched.route.head(headContext) : { title: '', description: '' };
  const notFound = matched.notFound || !found;
  const head: PageHead = notFound ? notFoundHead(headContext) : { ...found };
  if (!head.description) head.description = intl.formatMessage(headMessages.siteDescription);
  const parts = documentParts(
    options.template.replace(HTML_LANG, `<html lang=${locale}`),
    renderHead(head, options.publicOrigin, pathname),
    // The screen's chunk, and the language's catalogue (AppIntlProvider's "i18n-ru" chunk) for
    // a page in Russian, so that the browser hydrates it in Russian without asking for it then.
    assetTags(options.chunkGroups, [
      matched.route?.chunk,
      locale === 'en' ? undefined : `i18n-${locale}`,
    ]),
    options.inlineStyles,
  );

  const body = await renderApp(store, options.url, catalogueFor(locale));
  const { queries, mutations, provided } = store.getState()[api.reducerPath];
  const state: ServerState = {
    // What RTK Query's rehydration reads (not its subscriptions or config); the startup lists
    // travel once, in the references slice (the browser does not ask for them again).
    api: {
      queries: Object.fromEntries(
        Object.entries(queries).filter(([, entry]) => !isStartupList(entry?.endpointName)),
      ),
      mutations,
      provided,
    },
    references: store.getState().references,
    timeZone: SERVER_TIME_ZONE,
    locale,
  };
  const page = new Transform({
    transform(chunk, _encoding, callback) {
      callback(null, chunk);
    },
    flush(callback) {
      this.push(parts.after(state));
      callback();
    },
  });
  page.write(parts.before);
  body.pipe(page);
  return { kind: 'page', status: notFound ? 404 : 200, body: page };
}

function renderApp(
  store: ReturnType<typeof makeStore>,
  location: string,
  catalogue: Catalogue,
): Promise<Readable> {
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  return new Promise((resolve, reject) => {
    const app = (
      <AppShell store={store} router={Router} timeZone={SERVER_TIME_ZONE} catalogue={catalogue} />
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
