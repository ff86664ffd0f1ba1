/**
 * The floor app (./main.tsx) through the product's own client webpack setup (loaders, formatjs
 * transformer, aliases, splitting, minification), only the entry and the output folder differ:
 * `npx webpack -c bench/floor/webpack.config.js --mode production` -> bench/floor/dist/.
 */
const path = require('node:path');

module.exports = (env, argv) => {
  const [client] = [
    require('../../webpack.config.js')(env, { ...argv, mode: 'production' }),
  ].flat();
  return {
    ...client,
    entry: { main: path.resolve(__dirname, 'main.tsx') },
    output: { ...client.output, path: path.resolve(__dirname, 'dist'), clean: true },
  };
};
