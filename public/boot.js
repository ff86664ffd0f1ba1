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
 *     files' order; and lets Inter in (tokens.css .web-fonts), which the text then swaps to
 *     without moving (its fallback is metric-matched). Once Inter has loaded it is in the
 *     browser's cache: later visits let it in at once, before the first paint.
 * Plain browser JavaScript (no build step), and never the two characters that would end the
 * inline script element.
 */
(function () {
  var root = document.documentElement;
  var WEB_FONTS = 'web-fonts';
  var fontsCached = false;
  try {
    var theme = window.localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme =
        window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    }
    root.setAttribute('data-theme', theme);
    var locale = window.localStorage.getItem('locale');
    if (locale === 'en' || locale === 'ru') root.setAttribute('lang', locale);
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
    if (fontsCached) return;
    root.classList.add(WEB_FONTS);
    if (!document.fonts) return;
    document.fonts.load('1em Inter').then(function () {
      try {
        window.localStorage.setItem('fonts', 'cached');
      } catch {
        // Not remembered: the next visit waits for the first paint again.
      }
    });
  }

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
  if (observes) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    window.addEventListener('load', start);
  }
})();
