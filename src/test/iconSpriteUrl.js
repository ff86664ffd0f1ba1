/** `iconNames?sprite` in Jest: the sprite's URL (the build's is hashed). */
module.exports = { __esModule: true, default: '/assets/icons.test.svg' };
