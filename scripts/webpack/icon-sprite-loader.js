/**
 * webpack loader for src/shared/ui/Icon/iconNames.ts imported with a query (./icon-sprite.js
 * makes the symbols from lucide-react's data):
 *   - `iconNames?sprite`: the sprite's URL; the client build emits it as
 *     `assets/icons.<content hash>.svg` (cached for a year like every hashed file, and
 *     precompressed with the scripts), which the browser fetches for symbols its page lacks;
 *   - `iconNames?symbols`: `{ [name]: '<symbol …>' }`, for the server render, which puts the
 *     symbols of the icons a page used into the page itself.
 * The list and every icon file it names are dependencies: a name added rebuilds the sprite.
 */
const { createHash } = require('node:crypto');
const { iconFile, iconNamesOf, spriteOf, symbolOf } = require('./icon-sprite');

module.exports = function iconSpriteLoader(source) {
  const names = iconNamesOf(source);
  for (const name of names) this.addDependency(iconFile(name));
  const query = this.resourceQuery.replace(/^\?/, '');
  if (query === 'symbols') {
    const symbols = Object.fromEntries(names.map((name) => [name, symbolOf(name)]));
    return `export default ${JSON.stringify(symbols)};`;
  }
  if (query !== 'sprite') throw new Error(`icon-sprite-loader: unknown query "?${query}"`);
  const sprite = spriteOf(names);
  const hash = createHash('sha256').update(sprite).digest('hex').slice(0, 8);
  const file = `assets/icons.${hash}.svg`;
  if (this.getOptions().emit !== false) this.emitFile(file, sprite);
  return `export default __webpack_public_path__ + ${JSON.stringify(file)};`;
};
