/*
 * Runs before the app's bundle, inlined into index.html at build time (allowed by its hash in
 * the CSP; webpack.config.js bootScript()):
 *   - puts the remembered (or the system's) theme and the remembered language on <html>, so a
 *     dark-theme reader never sees a white page while the app loads. The keys and values mirror
 *     src/features/preferences/preferencesSlice.ts (THEME_STORAGE_KEY, LOCALE_STORAGE_KEY); the
 *     app sets the same attributes again once it runs;
 *   - after the first paint (issue 12: nothing the first paint does not need comes before it):
 *     loads the full stylesheets behind a server-rendered page's critical CSS
 *     (scripts/criticalCss.ts), each right after its inline copy, so the cascade keeps the
 *     files' order;
 *   - once the app's screen is shown, fetches Inter into the cache, to let it in (tokens.css
 *     .web-fonts) when the reader goes to another page of the app. Once Inter has loaded it is
 *     in the browser's cache: later visits let it in at once, before the first paint;
 *   - on a server-rendered page, adds the app's scripts once the page's largest picture has
 *     painted (README "Server rendering": scripts after the largest picture), asks again for
 *     one that failed to load, and presses again a button the reader pressed before they ran.
 * The app tells it what it waits for by events on the document (src/app/bootScriptEvents.ts).
 * Plain browser JavaScript (no build step), and never the two characters that would end the
 * inline script element.
 */
(function () {
  var root = document.documentElement;
  var WEB_FONTS = 'web-fonts';
  var fontsCached = false;
  // Whether the app will draw its own screen over a server-rendered page instead of hydrating it
  // (src/app/serverState.ts renderedAsThisBrowser: a session, or another language than the page
  // was rendered in; cookie names as in src/shared/lib/tokenCookies.ts).
  // Then waiting for the page's picture before the scripts only delays that screen.
  var redraws = /(^|;\s*)(accessToken|refreshToken)=/.test(document.cookie);
  // The server's page is a visitor's: until the app draws the reader's own, a signed-in reader
  // does not see "Log in" (CSS on `.session`; the app takes it off at its first render,
  // src/app/App.tsx), which on a slow network looked signed out and invited a press. The menu's
  // locks stay: hiding them too cost 34 bytes of the page's first round trip.
  if (redraws) root.classList.add('session');
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme =
        window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    }
    root.setAttribute('data-theme', theme);
    // The page's lang is the language it was rendered in (the reader's cookie, src/server.tsx).
    var locale = window.localStorage.getItem('locale');
    if (locale === 'en' || locale === 'ru') {
      if (locale !== root.getAttribute('lang')) redraws = true;
      root.setAttribute('lang', locale);
    }
    fontsCached = window.localStorage.getItem('fonts') === 'cached';
  } catch {
    // Storage blocked (privacy mode): keep the defaults of index.html.
  }
  if (fontsCached) root.classList.add(WEB_FONTS);

  function afterFirstPaint() {
    var sheets = document.querySelectorAll('style[data-href]');
    for (var i = 0; i < sheets.length; i += 1) {
      // src/app/fullStylesheets.ts may have added it already (a browser rendering from scratch).
      var href = sheets[i].getAttribute('data-href');
      if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) continue;
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      sheets[i].parentNode.insertBefore(link, sheets[i].nextSibling);
    }
    if (!fontsCached && !document.fonts) root.classList.add(WEB_FONTS);
  }

  // A first visit reads its first page in the fallback (metric-matched: the same line breaks)
  // and only fetches Inter into the cache: letting it in on that page would set all of its text
  // again, a style and layout pass of 100-180 ms on a mid-range phone while the page's scripts
  // start, and change the letters under the reader's eyes. Fetched once the app's screen is
  // shown (its 'app-screen-shown' event, src/app/providers/screenShown.ts): the page's scripts
  // do not share the network with it, and the full stylesheets are in (their @font-face rules
  // replace the inline copy's faces). The face for the page's language (unicode-range).
  var interFetched = fontsCached;
  function fetchInter() {
    if (interFetched || !document.fonts) return;
    interFetched = true;
    var sample = root.getAttribute('lang') === 'ru' ? '\u0410a' : 'a';
    document.fonts.load('1em Inter', sample).then(
      function () {
        try {
          window.localStorage.setItem('fonts', 'cached');
        } catch {
          // Not remembered: the next visit waits for a navigation again.
        }
      },
      function () {
        // Not fetched (offline): letInter asks for it again, the fallback stays meanwhile.
      },
    );
  }
  document.addEventListener('app-screen-shown', fetchInter);

  // Inter comes in when the reader goes to another page of the app (its 'app-navigated' event,
  // src/app/routes/NavigationEvent.tsx, said as the next page's screen is committed): that
  // screen is laid out anyway, in Inter from its first frame (or as soon as the file arrives,
  // if it has not yet: font-display swap).
  function letInter() {
    root.classList.add(WEB_FONTS);
  }
  document.addEventListener('app-navigated', letInter);

  var started = false;
  function start() {
    if (started) return;
    started = true;
    afterFirstPaint();
  }
  var observes =
    window.PerformanceObserver &&
    PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  // A server-rendered page lists its scripts (src/server.tsx): they load, in order, once its
  // largest image (the one it fetches with high priority) has painted, or a second later; at
  // once when the app will redraw the page anyway.
  var scriptsAdded = false;
  // A button the reader pressed before the app ran (the page is painted and looks ready: a lock,
  // a switch, Show more). Links need no help, they navigate to the server's page. The last one
  // is pressed again once the app's screen is hydrated (its 'app-screen-shown' event,
  // src/app/providers/screenShown.ts): the button has its handler by then. Only the last:
  // pressing a dead switch twice means "switch it". Presses stop being kept once React listens
  // ('app-listening', src/app/renderApp.tsx): from then on it handles them itself, and pressing
  // one again would undo it. A page the app draws anew (signed in, Russian) has replaced the
  // button by then: the press goes to the server's page, off screen, where the app hands it on
  // to the new screen's button in the same place (src/app/pressesOnServerPage.ts).
  var pressedEarly = null;
  var reactListens = false;
  document.addEventListener(
    'click',
    function (event) {
      if (reactListens || !(event.target instanceof Element)) return;
      var button = event.target.closest('#root button');
      if (button && !button.disabled) pressedEarly = button;
    },
    true,
  );
  document.addEventListener('app-listening', function () {
    reactListens = true;
  });
  document.addEventListener('app-screen-shown', pressAgain);
  function pressAgain() {
    reactListens = true;
    var button = pressedEarly;
    pressedEarly = null;
    if (button) button.click();
  }
  function addScripts() {
    var list = document.getElementById('app-scripts');
    if (scriptsAdded || !list) return;
    scriptsAdded = true;
    JSON.parse(list.textContent).forEach(function (src) {
      loadScript(src, 1);
    });
  }
  // A script that fails to load (the network dropped after the page came) would leave the
  // painted page's buttons dead for good: it is asked for again 2, 8, 18 and 32 s later (a
  // minute in all). Webpack's runtime starts the app whatever order its files arrive in.
  function loadScript(src, attempt) {
    var script = document.createElement('script');
    script.src = src;
    script.async = false;
    script.onerror = function () {
      if (attempt < 5)
        setTimeout(
          function () {
            loadScript(src, attempt + 1);
          },
          2000 * attempt * attempt,
        );
    };
    document.head.appendChild(script);
  }
  document.addEventListener('DOMContentLoaded', function () {
    var image = document.querySelector('img[fetchpriority="high"]');
    if (!image || redraws) return addScripts();
    setTimeout(addScripts, 1000);
    image.decode().then(function () {
      // The frame that paints it, then the next task (a hidden tab has no frames: 100 ms).
      window.requestAnimationFrame(function () {
        setTimeout(addScripts, 0);
      });
      setTimeout(addScripts, 100);
    }, addScripts);
  });

  if (observes) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.addEventListener('load', start);
  }
})();
