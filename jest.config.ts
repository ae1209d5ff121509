import type { Config } from 'jest';

const transform = { '^.+\\.[jt]sx?$': ['babel-jest', { configFile: '<rootDir>/babel.jest.cjs' }] } as const;
// A few dependencies ship only ES modules; Jest's CommonJS runtime needs them transformed too.
const transformIgnorePatterns = ['/node_modules/(?!(@graphql-yoga/redis-event-target|@graphql-yoga/typed-event-target)/)'];

const config: Config = {
  projects: [
    {
      displayName: 'server',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'client',
      rootDir: '.',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/client/**/*.test.tsx', '<rootDir>/widget/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/client/test/setup.ts'],
      moduleNameMapper: { '\\.css$': '<rootDir>/client/test/style-stub.ts' },
      transform,
      transformIgnorePatterns,
    },
    {
      displayName: 'browser',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};

export default config;
