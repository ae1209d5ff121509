/** @jest-config-loader esbuild-register */
import path from 'node:path';
import type { Config } from 'jest';

/**
 * Babel options for the dashboard's and the widget's tests, which need Relay's plugin and JSX (kept out of a root
 * babel.config so Vite's build does not pick them up).
 */
const babel = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: [['relay', { eagerEsModules: true }]],
};
const babelTransform = { '^.+\\.c?[jt]sx?$': ['babel-jest', babel] } as Config['transform'];
// The server and the browser tests have neither, and start faster without Babel (esbuild-jest-transformer.cjs says how much).
const esbuildTransform = { '^.+\\.c?[jt]sx?$': path.join(__dirname, 'server/test-support/esbuild-jest-transformer.cjs') };
// Some dependencies ship only ES modules (or CommonJS that calls import()); Jest's CommonJS runtime needs them transformed.
const esmDependencies = [
  '@prisma/schema-engine-wasm',
  '@electric-sql/pglite',
  'cookie',
  'marked',
  'jose',
  'email-reply-parser',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmDependencies.join('|')})/)`];
// Projects whose tests open databases: WebAssembly compiled once per worker process (the file says why).
const processWideWasm = ['<rootDir>/server/test-support/process-wide-wasm.cjs'];

const config: Config = {
  // Tests drive real apps, databases and browsers (a browser step spans several pages and emails), and the
  // first server test after a migration change builds the database template.
  testTimeout: 30_000,
  // On a 2-core machine Jest would run all files one after another in its main process (in band), and what each
  // file's apps, databases and browsers leave behind adds up past the heap limit. A worker that ends a file holding
  // more than this is replaced by a fresh one, so memory stays bounded however many files the suite has.
  workerIdleMemoryLimit: '1GB',
  // Tests wait on browsers, sockets, email and timers more than they compute: two workers on two cores ran the whole
  // suite in 14 minutes where one (Jest's default there) took 17, with the same results.
  maxWorkers: 2,
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      // PostgreSQL-only tests belong to the services suite, which provides TEST_DATABASE_URL.
      testPathIgnorePatterns: process.env.TEST_DATABASE_URL ? [] : ['\\.services\\.test\\.ts$'],
      setupFiles: processWideWasm,
      transform: esbuildTransform,
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      // jsdom plus Node's fetch classes, which React Router's data router needs.
      testEnvironment: '<rootDir>/client/test/jsdom-environment.cjs',
      testMatch: ['<rootDir>/client/**/*.test.tsx', '<rootDir>/widget/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
      // The public site's content module comes from a Vite plugin; Jest reads the same content with the same code.
      moduleNameMapper: { '\\.css$': '<rootDir>/client/test/style-stub.ts', '^virtual:parley-content$': '<rootDir>/client/prerender/jest-content.ts' },
      transform: babelTransform,
      transformIgnorePatterns,
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      setupFiles: processWideWasm,
      transform: esbuildTransform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
