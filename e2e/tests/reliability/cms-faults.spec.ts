import net from 'node:net';
import { clientNavigate, expect, test } from '../../support/test';
import { watchNetwork } from '../../support/network';
import { examplePath, pageRoutes } from '../../support/site-routes';
import { e2eRegistry, startAppServer } from '../../support/fixtures';
import { e2ePorts } from '../../support/ports';

/**
 * The content service down or hanging: every page still renders its static copy, every spinner
 * ends within the client's timeout, the visitor is told what could not be loaded, and nothing
 * throws uncaught.
 */
const SHELL_PORT = e2ePorts.shell + 62;
const DEAD_CMS = `http://127.0.0.1:${e2ePorts.shell + 63}`;
const HANGING_PORT = e2ePorts.shell + 64;

const listPages = [
  '/',
  '/about',
  '/careers',
  '/media',
  '/foods',
  '/feeds',
  '/equipments',
  '/hatchery',
  '/proteins',
];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
});

test('CMS down: every page renders its copy, spinners end, the visitor is told', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shell = await startAppServer('shell', SHELL_PORT, {
    runtimeConfig: () => ({ ...e2eRegistry(), cmsUrl: DEAD_CMS }),
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  try {
    // Each page is reached by navigation inside the app, so it asks the (dead) CMS itself
    // instead of showing content saved in its server-rendered HTML.
    await page.goto(`${shell.url}/last-update`);
    for (const route of pageRoutes.filter((r) => !r.dynamic)) {
      await clientNavigate(page, route.path);
      await expect(page.locator('main h1').first(), route.path).toBeVisible();
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      await expect(
        page.getByTestId('spinner').filter({ visible: true }),
        `${route.path}: spinners end`,
      ).toHaveCount(0, { timeout: 15_000 });
      if (listPages.includes(route.path)) {
        await expect(
          page.getByText(/could not be loaded/i).first(),
          `${route.path} says so`,
        ).toBeVisible();
      }
    }
    for (const path of ['/blog/1', '/media-article/1']) {
      await clientNavigate(page, path);
      await expect(page.getByText(/could not be loaded/i).first(), path).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('banner')).toBeVisible();
    }
  } finally {
    await shell.stop();
  }
  expect(uncaught).toEqual([]);
});

test('CMS hanging: spinners end within the client timeout and say the content could not be loaded', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const sockets: net.Socket[] = [];
  const hanging = net.createServer((socket) => sockets.push(socket)); // accepts, never answers
  await new Promise<void>((resolve) => hanging.listen(HANGING_PORT, '127.0.0.1', resolve));
  const shell = await startAppServer('shell', SHELL_PORT, {
    runtimeConfig: () => ({ ...e2eRegistry(), cmsUrl: `http://127.0.0.1:${HANGING_PORT}` }),
  });
  try {
    await page.goto(`${shell.url}/last-update`);
    for (const path of ['/media', '/feeds']) {
      const started = Date.now();
      await clientNavigate(page, path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByText(/could not be loaded/i).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId('spinner').filter({ visible: true })).toHaveCount(0, {
        timeout: 20_000,
      });
      expect(Date.now() - started).toBeLessThan(20_000);
    }
  } finally {
    await shell.stop();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => hanging.close(resolve));
  }
});

test('no uncaught errors or console errors on any route with everything up', async ({ page }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  const network = watchNetwork(page);
  for (const route of pageRoutes) {
    // Booted (support/test.ts), and all it fetched as it started has come: an error would be in.
    await page.goto(examplePath(route.path, '2'));
    await expect(page.locator('main h1').first()).toBeVisible();
    await network.quiet();
  }
  expect(problems).toEqual([]);
});
