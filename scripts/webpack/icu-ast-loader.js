/**
 * webpack loader for i18n/<locale>.json: every message precompiled to its ICU AST (the format
 * react-intl takes as `messages` without parsing), as @formatjs/ts-transformer does for the
 * defaultMessages in the code. The browser then ships no ICU parser (issue 12). A message the
 * parser rejects fails the build, as `npm run i18n:check` would.
 */
const { parse } = require('@formatjs/icu-messageformat-parser');

module.exports = function icuAstLoader(source) {
  const catalogue = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalogue)) {
    try {
      compiled[id] = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" does not parse: ${error.message}`, {
        cause: error,
      });
    }
  }
  return `export default ${JSON.stringify(compiled)};`;
};
