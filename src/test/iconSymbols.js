/** `iconNames?symbols` in Jest: each icon's symbol, made as the build's loader makes them. */
const fs = require('node:fs');
const { ICON_NAMES_FILE, iconNamesOf, symbolOf } = require('../../scripts/webpack/icon-sprite');

const names = iconNamesOf(fs.readFileSync(ICON_NAMES_FILE, 'utf8'));
module.exports = {
  __esModule: true,
  default: Object.fromEntries(names.map((name) => [name, symbolOf(name)])),
};
