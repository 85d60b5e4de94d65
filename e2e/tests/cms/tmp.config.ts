// TEMPORARY: until the lead's e2e/playwright.config.ts exists. Removed at the end.
import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  globalSetup: './tmp.global-setup.ts',
  workers: 2,
  reporter: 'list',
});
