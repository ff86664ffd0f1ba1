/**
 * The icon sprite (README "Decisions": icons as one SVG sprite): a `<symbol id="i-<name>">` per
 * name of src/shared/ui/Icon/iconNames.ts, made from lucide-react's own data, so lucide stays the
 * one icon set while its components and their path data no longer ship in the browser's
 * JavaScript. Used by ./icon-sprite-loader.js (the build), and by the tests.
 *
 * Each lucide icon module (`lucide-react/dist/esm/icons/<name>.mjs`) declares its data as
 * `const __iconData = { name, size, node: [[tag, attributes], …] }`; that literal is read and
 * evaluated here (Node 20 cannot require an ES module, and this runs inside webpack's CommonJS
 * config and Jest).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ICONS_DIR = path.join(
  path.dirname(require.resolve('lucide-react/package.json')),
  'dist/esm/icons',
);

/** The file an icon's data is read from (a build dependency of the sprite). */
function iconFile(name) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name)) throw new Error(`not a lucide icon name: ${name}`);
  return path.join(ICONS_DIR, `${name}.mjs`);
}

/** lucide's data of one icon, `{ name, size, node }`. */
function iconData(name) {
  const file = iconFile(name);
  if (!fs.existsSync(file)) throw new Error(`lucide-react has no icon "${name}" (${file})`);
  const literal = /const __iconData = (\{[\s\S]*?\n\});/.exec(fs.readFileSync(file, 'utf8'));
  if (!literal) throw new Error(`${file}: no __iconData (an alias? use the icon's own name)`);
  return new Function(`return ${literal[1]}`)();
}

const escapeAttribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An icon node as SVG markup; React's `key` is not an attribute. */
function nodeMarkup([tag, attributes, children]) {
  const attrs = Object.entries(attributes)
    .filter(([key]) => key !== 'key')
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  const inner = (children ?? []).map(nodeMarkup).join('');
  return inner ? `<${tag}${attrs}>${inner}</${tag}>` : `<${tag}${attrs}/>`;
}

/**
 * One icon's `<symbol>`. No viewBox: every lucide icon is drawn on 24 × 24, and the <svg> that
 * uses it has lucide's `viewBox="0 0 24 24"`, so the symbol's shapes are drawn in that very
 * space (23 bytes less per symbol in a page, whose HTML must fit TCP's first window).
 */
function symbolOf(name) {
  const data = iconData(name);
  if ((data.size ?? 24) !== 24) throw new Error(`${name}: not a 24 × 24 icon, give it a viewBox`);
  return `<symbol id="i-${name}">${data.node.map(nodeMarkup).join('')}</symbol>`;
}

/** The sprite file: every named icon's symbol. */
function spriteOf(names) {
  return `<svg xmlns="http://www.w3.org/2000/svg">${names.map(symbolOf).join('')}</svg>`;
}

/** The names listed in iconNames.ts (its source), evaluated as TypeScript compiles it. */
function iconNamesOf(source) {
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
  });
  const exports = {};
  new Function('exports', 'require', outputText)(exports, () => ({}));
  if (!Array.isArray(exports.iconNames)) throw new Error('iconNames.ts exports no iconNames list');
  return exports.iconNames;
}

/** src/shared/ui/Icon/iconNames.ts, read from disk (the tests). */
const ICON_NAMES_FILE = path.resolve(__dirname, '../../src/shared/ui/Icon/iconNames.ts');

module.exports = { ICON_NAMES_FILE, iconFile, iconNamesOf, spriteOf, symbolOf };
