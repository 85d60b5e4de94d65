import { defineConfig, devices } from '@playwright/test';
import { e2ePorts } from './support/ports';

/**
 * Browser tests against the production builds and a real, throwaway CMS (global-setup.ts).
 * Debian's Chromium; never a downloaded browser.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order in one worker (many share a server, a CMS or a budget set up in
  // beforeAll); the files that walk every page, whose tests share nothing, say `mode: 'parallel'`
  // so both workers take them and finish together. Two workers for two cores: most tests keep a
  // core busy (a browser, a render), and the timing checks (site-alone's flood, the 5 s change
  // budgets) are read on a machine that is not oversubscribed.
  fullyParallel: false,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON_OUTPUT
    ? [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${e2ePorts.shell}`,
    launchOptions: chromiumLaunch,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        launchOptions: chromiumLaunch,
      },
    },
  ],
});
