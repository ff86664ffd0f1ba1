/**
 * Three projects: the reference API server (node) on SQLite, the same server suites on PostgreSQL,
 * and the app (jsdom with Node's fetch, via jest-fixed-jsdom, so MSW can intercept at the fetch
 * level).
 */
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      jsx: 'react-jsx',
      module: 'commonjs',
      moduleResolution: 'node',
      isolatedModules: true,
    },
  },
];
const tsJestJs = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node',
      isolatedModules: true,
      allowJs: true,
    },
  },
];
const alias = { '^@/(.*)$': '<rootDir>/src/$1' };
const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  // Jest's default is one worker fewer than the cores: one worker on CI's two cores, with the
  // second core idle (the main process only reports). Two workers took the whole run from about
  // 923 s to 606 s there (README "How long the checks take"); larger machines keep the default.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      // Several instances on one PostgreSQL: server-pg only.
      testPathIgnorePatterns: ['/node_modules/', '/server/test/postgres/'],
      transform: { '^.+\\.tsx?$': tsJest, '^.+\\.js$': tsJestJs },
      // light-my-request (behind fastify.inject) requires cookie 2, which ships only as ESM.
      transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
      moduleNameMapper: alias,
      setupFilesAfterEnv: ['<rootDir>/server/test/setupTimeout.ts'],
    },
    {
      // The same server suites on PostgreSQL (server/test/postgres): one cluster for the run, a
      // database per app. Needs Debian's postgresql package (.ci/run installs it).
      displayName: 'server-pg',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      // Suites about the SQLite file itself (db, secrets at rest) or the process entry point run
      // once, in `server`.
      testPathIgnorePatterns: [
        '/node_modules/',
        '/server/test/(db|main|secrets)\\.test\\.ts$',
        '/server/demo/',
      ],
      transform: { '^.+\\.tsx?$': tsJest, '^.+\\.js$': tsJestJs },
      transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
      moduleNameMapper: alias,
      setupFilesAfterEnv: ['<rootDir>/server/test/setupTimeout.ts'],
      globalSetup: '<rootDir>/server/test/postgres/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/postgres/globalTeardown.ts',
    },
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': tsJest, '^.+\\.mjs$': tsJestJs },
      transformIgnorePatterns: ['/node_modules/(?!(until-async|rettime|@open-draft/[^/]+)/)'],
      moduleNameMapper: {
        // The icon sprite's URL and symbols, as the build's loader makes them (webpack.config.js);
        // before the alias, which would take them for files.
        'iconNames\\?sprite$': '<rootDir>/src/test/iconSpriteUrl.js',
        'iconNames\\?symbols$': '<rootDir>/src/test/iconSymbols.js',
        ...alias,
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/src/test/styleStub.js',
        '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/fileStub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
    },
  ],
};
