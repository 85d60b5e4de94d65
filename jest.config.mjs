import { remoteFolders } from './shared/build/apps.mjs';

/** Unit and component tests for every workspace (browser tests live in e2e/ and run with Playwright). */
export default {
  testEnvironment: 'jsdom',
  roots: ['shared', 'shell', ...remoteFolders, 'scripts', 'tests'].map(
    (folder) => `<rootDir>/${folder}`,
  ),
  testMatch: ['**/*.test.ts', '**/*.test.tsx', '**/*.test.mjs'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/shared/test/style-mock.cjs',
    '\\.css$': '<rootDir>/shared/test/empty-mock.cjs',
    '\\.(svg|png|webp|jpg|woff2?)(\\?inline)?$': '<rootDir>/shared/test/file-mock.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/shared/test/setup.ts'],
};
