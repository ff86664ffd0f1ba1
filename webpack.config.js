/**
 * One webpack config for `npm run dev` / `npm start` (development, dev server with hot reload)
 * and `npm run build` (production, content-hashed files in dist/).
 *
 * - ts-loader with transpileOnly: type errors are `npm run typecheck`'s job, the build stays fast.
 * - Every screen is its own chunk (React.lazy + webpackChunkName in src/app/routes/pages.ts).
 * - Production CSS is extracted to files (MiniCssExtractPlugin): the static server's CSP has
 *   style-src 'self' without 'unsafe-inline', so style-loader's <style> tags must never ship.
 * - DefinePlugin replaces process.env.* at build time; `process.env.NODE_ENV !== 'production'`
 *   guards the /dev/ui route so production builds drop its import entirely.
 * - dist/chunk-groups.json lists, per named chunk group (entry "main" and each page chunk), the
 *   JS and CSS files it needs; scripts/size.mjs reads it to measure the first-visit budget.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { DefinePlugin, optimize } = require('webpack');
const { transform: formatjsTransformer } = require('@formatjs/ts-transformer');

const API_ORIGIN =
  process.env.API_ORIGIN ||
  `http://${process.env.API_HOST || '127.0.0.1'}:${process.env.API_PORT || 8000}`;

/** Writes dist/chunk-groups.json: { [chunkGroupName]: string[] of emitted file names }. */
class ChunkGroupsManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ChunkGroupsManifestPlugin', (compilation) => {
      const stats = compilation
        .getStats()
        .toJson({ all: false, chunkGroups: true, chunkGroupAuxiliary: false });
      const groups = {};
      for (const [name, group] of Object.entries(stats.namedChunkGroups || {})) {
        groups[name] = group.assets.map((asset) =>
          typeof asset === 'string' ? asset : asset.name,
        );
      }
      const out = path.join(compiler.outputPath, 'chunk-groups.json');
      fs.writeFileSync(out, JSON.stringify(groups, null, 2));
    });
  }
}

/** The build's folder: dist/, or DIST_DIR (a private build, e2e/README.md). */
const DIST = path.resolve(__dirname, process.env.DIST_DIR || 'dist');
/** The server entry's bundle (dist/ssr/): scripts/serve.ts loads it for server rendering. */
const SSR_DIR = 'ssr';

/**
 * ts-loader options shared by both bundles: formatjs's transformer compiles every
 * defineMessages/formatMessage defaultMessage to its ICU AST at build time, so react-intl never
 * needs the message parser in the browser (issue 12).
 */
const tsLoader = {
  loader: 'ts-loader',
  options: {
    transpileOnly: true,
    getCustomTransformers: () => ({
      before: [formatjsTransformer({ ast: true, removeDefaultMessage: false })],
    }),
  },
};

/**
 * src/shared/ui/Icon/iconNames.ts?sprite (the sprite's URL; the client build emits the file) and
 * ?symbols (each icon's symbol, for the server render): scripts/webpack/icon-sprite-loader.js.
 * lucide-react's components never reach the bundles, only its icons' data, in the sprite.
 */
function iconSpriteRule(emit) {
  return {
    test: /iconNames\.ts$/,
    resourceQuery: /^\?(sprite|symbols)$/,
    use: {
      loader: path.resolve(__dirname, 'scripts/webpack/icon-sprite-loader.js'),
      options: { emit },
    },
  };
}

/** i18n/<locale>.json: each message precompiled to its ICU AST, like the defaultMessages. */
const catalogueRule = {
  test: /i18n[\\/][a-z]{2}\.json$/,
  type: 'javascript/auto',
  use: path.resolve(__dirname, 'scripts/webpack/icu-ast-loader.js'),
};

module.exports = (_env, argv) => {
  const mode =
    argv.mode === 'production' || process.env.NODE_ENV === 'production'
      ? 'production'
      : 'development';
  const isProd = mode === 'production';
  const client = clientConfig(mode);
  // The server bundle is built with the production build only: `npm run dev` stays client-side
  // rendering with hot reload (README "Server rendering").
  return isProd ? [client, serverConfig(mode)] : client;
};

/**
 * public/boot.js without its comment, inlined into index.html (no render-blocking request); the
 * web server allows it by its hash (scripts/inlineAssets.ts). `</` cannot occur in it, or it
 * would end the script element early.
 */
function bootScript() {
  const code = fs
    .readFileSync(path.resolve(__dirname, 'public/boot.js'), 'utf8')
    .replace(/^\/\*[\s\S]*?\*\/\s*/, '')
    .trim();
  if (code.includes('</')) throw new Error('public/boot.js must not contain "</"');
  return code;
}

/**
 * Scripts, stylesheets and SVGs also written compressed at the highest levels, brotli (.br) and
 * gzip (.gz), which the web server sends as they are (@fastify/static preCompressed): smaller
 * than compressing on the fly at a speed-minded level, and no CPU spent per request.
 */
function precompressed() {
  const test = /\.(js|css|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

function sharedDefines(mode) {
  return {
    'process.env.NODE_ENV': JSON.stringify(mode),
    'process.env.SUPPORT_EMAIL': JSON.stringify(
      process.env.SUPPORT_EMAIL || 'support@edu-community.example',
    ),
    'process.env.DEFAULT_LOCALE': JSON.stringify(process.env.DEFAULT_LOCALE || 'en'),
  };
}

function cssLoaderFor(isProd, { exportOnlyLocals = false } = {}) {
  return (modules) => ({
    loader: 'css-loader',
    options: {
      importLoaders: 0,
      // Default-import style (`import styles from './X.module.css'`), as the tests' identity-obj-proxy.
      modules: modules
        ? {
            namedExport: false,
            exportLocalsConvention: 'as-is',
            localIdentName: isProd ? '[hash:base64:6]' : '[name]__[local]--[hash:base64:4]',
            exportOnlyLocals,
          }
        : false,
    },
  });
}

function clientConfig(mode) {
  const isProd = mode === 'production';
  const cssLoader = cssLoaderFor(isProd);
  const styleLoader = isProd ? MiniCssExtractPlugin.loader : 'style-loader';

  return {
    name: 'client',
    mode,
    entry: { main: './src/main.tsx' },
    output: {
      path: DIST,
      publicPath: '/',
      filename: isProd ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
      // Lazy chunks by id in production: with their names in the file names the runtime carried
      // a map of every chunk's name, once for its script and once for its stylesheet (0.3 KB of
      // the first visit's gzip). dist/chunk-groups.json still names each group's files.
      chunkFilename: isProd ? 'js/[id].[contenthash:8].chunk.js' : 'js/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: { keep: (file) => file === SSR_DIR || file.startsWith(`${SSR_DIR}/`) },
    },
    devtool: isProd ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        // Every message reaches react-intl precompiled (tsLoader, catalogueRule): the browser
        // bundle takes formatjs's parser-less build (formatjs.github.io "Advanced Usage").
        // Its ES module build (lib/), as webpack picks for the full parser: the CommonJS one
        // would bring all of tslib along.
        '@formatjs/icu-messageformat-parser$': path.join(
          path.dirname(require.resolve('@formatjs/icu-messageformat-parser/package.json')),
          'lib/no-parser.js',
        ),
        // react-router's package exports name only its development build (with its warnings);
        // the production one ships beside it.
        ...(isProd
          ? {
              'react-router$': path.resolve(
                __dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            }
          : {}),
      },
    },
    module: {
      rules: [
        iconSpriteRule(true),
        { test: /\.tsx?$/, exclude: /node_modules/, resourceQuery: { not: [/./] }, use: tsLoader },
        catalogueRule,
        // react-intl's useIntl imports its Context from the module that also holds injectIntl,
        // whose import of hoist-non-react-statics (CommonJS, with react-is) kept 3 KB minified in
        // every first visit though injectIntl is never called. The package has no side effects;
        // said so, webpack drops it with the unused function.
        { test: /node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        { test: /\.module\.css$/, use: [styleLoader, cssLoader(true)] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, cssLoader(false)] },
        {
          test: /\.(woff2?|ttf|otf|eot)$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:8][ext]' },
        },
        { test: /\.(png|jpe?g|gif|webp|avif|svg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new DefinePlugin({
        ...sharedDefines(mode),
        'process.env.API_URL': JSON.stringify(process.env.API_URL || '/api'),
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
        templateParameters: { bootScript: bootScript() },
        favicon: false,
        scriptLoading: 'defer',
        minify: isProd ? { collapseWhitespace: true, removeComments: true } : false,
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'public/favicon.svg', to: 'favicon.svg' },
          { from: 'public/robots.txt', to: 'robots.txt' },
          // The preview picture of pages with none of their own (scripts/og-image.mjs).
          { from: 'public/og.png', to: 'og.png' },
        ],
      }),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({
              filename: 'css/[name].[contenthash:8].css',
              chunkFilename: 'css/[id].[contenthash:8].chunk.css',
            }),
            new ChunkGroupsManifestPlugin(),
            ...precompressed(),
          ]
        : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      // A separate runtime keeps main's hash stable when only a page chunk changes.
      runtimeChunk: 'single',
      // Every chunk but "my-learning" (the personal account's My learning): it reuses Home's
      // card and the catalogue search, which the learning list shares with Home; split, they would
      // re-cut the list's chunks into more files and grow the first visit (scripts/size.mjs). Left
      // whole, it carries its own copy of them, loaded only in the personal account.
      splitChunks: { chunks: (chunk) => chunk.name !== 'my-learning' },
    },
    performance: { hints: false },
    devServer: {
      host: 'localhost',
      port: Number(process.env.PORT || 8080),
      hot: true,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      // xfwd: X-Forwarded-For carries the browser's address (http-proxy appends the socket
      // address), so the API, which trusts loopback proxies, rate-limits per browser.
      proxy: [{ context: ['/api'], target: API_ORIGIN, changeOrigin: false, xfwd: true }],
    },
    // scripts/start.mjs sets WEBPACK_QUIET so that its one URL is not buried in dev-server logs.
    stats: isProd || process.env.WEBPACK_QUIET ? 'errors-warnings' : 'minimal',
    infrastructureLogging: { level: process.env.WEBPACK_QUIET ? 'warn' : 'info' },
  };
}

/**
 * The server entry (src/server.tsx) for Node: one self-contained file, dist/ssr/index.js (lazy
 * screens and npm packages inlined, so one React serves renderer and app, in its production
 * build, and the folder can be deployed or built anywhere, e.g. DIST_DIR=/tmp/...).
 * CSS modules export only their class names, hashed as in the client build so the markup
 * matches; assets get the client's URLs without being emitted twice. process.env.* stays a
 * runtime read here (Node has a real process.env), except NODE_ENV.
 */
function serverConfig(mode) {
  const isProd = mode === 'production';
  const cssLoader = cssLoaderFor(isProd, { exportOnlyLocals: true });
  return {
    name: 'server',
    mode,
    target: 'node20',
    entry: { index: './src/server.tsx' },
    output: {
      path: path.join(DIST, SSR_DIR),
      publicPath: '/',
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { '@': path.resolve(__dirname, 'src') },
    },
    externalsPresets: { node: true },
    module: {
      rules: [
        iconSpriteRule(false),
        { test: /\.tsx?$/, exclude: /node_modules/, resourceQuery: { not: [/./] }, use: tsLoader },
        catalogueRule,
        { test: /\.module\.css$/, use: [cssLoader(true)] },
        { test: /\.css$/, exclude: /\.module\.css$/, use: [cssLoader(false)] },
        {
          test: /\.(woff2?|ttf|otf|eot)$/,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:8][ext]', emit: false },
        },
        {
          test: /\.(png|jpe?g|gif|webp|avif|svg)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      // The same texts as the client's, or the markup would differ; the API address is the
      // server's own (scripts/serve.ts passes it to the store).
      new DefinePlugin(sharedDefines(mode)),
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
