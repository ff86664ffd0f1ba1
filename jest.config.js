/**
 * Two projects: the reference API server (node) and the app (jsdom with Node's fetch,
 * via jest-fixed-jsdom, so MSW can intercept at the fetch level).
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

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest, '^.+\\.js$': tsJestJs },
      // light-my-request (behind fastify.inject) requires cookie 2, which ships only as ESM.
      transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
      moduleNameMapper: alias,
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
        ...alias,
        '\\.module\\.css$': 'identity-obj-proxy',
        '\\.css$': '<rootDir>/src/test/styleStub.js',
        '\\.(svg|png|jpe?g|webp|woff2?)$': '<rootDir>/src/test/fileStub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
    },
  ],
};
