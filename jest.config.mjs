/** Unit and component tests for every workspace (browser tests live in e2e/ and run with Playwright). */
export default {
  testEnvironment: 'jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-corporate',
    '<rootDir>/mfe-foods',
    '<rootDir>/mfe-hatchery',
    '<rootDir>/mfe-proteins',
    '<rootDir>/mfe-equipments',
    '<rootDir>/mfe-feeds',
    '<rootDir>/scripts',
    '<rootDir>/tests',
  ],
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
