/*
 * Runs before the app's bundle: puts the remembered (or the system's) theme and the remembered
 * language on <html>, so a dark-theme reader never sees a white page while the app loads.
 * The keys and values mirror src/features/preferences/preferencesSlice.ts (THEME_STORAGE_KEY,
 * LOCALE_STORAGE_KEY); the app sets the same attributes again once it runs. External, not
 * inline, because the Content-Security-Policy allows no inline script.
 */
(function () {
  var root = document.documentElement;
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
  } catch {
    // Storage blocked (privacy mode): keep the defaults of index.html.
  }
})();
