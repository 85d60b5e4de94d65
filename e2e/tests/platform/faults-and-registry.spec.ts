import { expect, test } from '../../support/test';
import { e2eRegistry, startAppServer } from '../../support/fixtures';
import { e2ePorts } from '../../support/ports';

// Ports of this file's own servers, clear of the main e2e set.
const SHELL_PORT = e2ePorts.shell + 60;
const MOVED_FOODS_PORT = e2ePorts.shell + 61;
/**
 * Where test 1's foods is down and then comes back: not the moved port, since the site server's
 * federation runtime keeps, for the life of the process, the code it loaded from each address.
 */
const RETURNING_FOODS_PORT = e2ePorts.shell + 65;
/** The foods division page's banner heading (mfe-foods/src/content). */
const FOODS_H1 = /Frozen chicken foods/;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
});

test('a remote that is down shows a fallback inside the frame; other routes work; Retry recovers in place', async ({
  page,
}) => {
  // A shell whose registry points mfe_foods at a port where nothing runs yet.
  const registry = e2eRegistry({
    mfe_foods: `http://localhost:${RETURNING_FOODS_PORT}/mf-manifest.json`,
  });
  const shell = await startAppServer('shell', SHELL_PORT, { runtimeConfig: () => registry });
  let foods: { stop: () => Promise<void> } | null = null;
  try {
    await page.goto(`${shell.url}/foods`);
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The rest of the site still works, by client-side navigation.
    await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.locator('main h1')).toBeVisible();
    await expect(fallback).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Feeds' }).click();
    await expect(page.locator('main h1')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Foods' }).click();
    await expect(fallback).toBeVisible();

    // The remote comes back: Retry renders the page without a reload.
    foods = await startAppServer('mfe-foods', RETURNING_FOODS_PORT, {
      allowedOrigins: [shell.url],
    });
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('main h1')).toHaveText(FOODS_H1, { timeout: 15_000 });
    await expect(fallback).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(
      42,
    );
  } finally {
    await foods?.stop();
    await shell.stop();
  }
});

test('the shell finds remotes from its served registry: moving a remote needs no shell rebuild', async ({
  page,
}) => {
  const moved = await startAppServer('mfe-foods', MOVED_FOODS_PORT, {
    allowedOrigins: [`http://localhost:${SHELL_PORT}`],
  });
  const shell = await startAppServer('shell', SHELL_PORT, {
    runtimeConfig: () =>
      e2eRegistry({ mfe_foods: `http://localhost:${MOVED_FOODS_PORT}/mf-manifest.json` }),
  });
  try {
    const fromMoved: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).port === String(MOVED_FOODS_PORT)) fromMoved.push(r.url());
    });
    await page.goto(`${shell.url}/foods`);
    await expect(page.locator('main h1')).toHaveText(FOODS_H1);
    expect(fromMoved.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
    expect(
      fromMoved.some((u) => u.includes('remoteEntry') || u.includes('__federation_expose_routes')),
    ).toBe(true);
  } finally {
    await shell.stop();
    await moved.stop();
  }
});

test('a remote whose code throws: its server-rendered page stays readable, an in-app visit shows the fallback; the frame keeps working', async ({
  page,
}) => {
  await page.route(/:\d+\/__federation_expose_routes.*\.js$/, async (route) => {
    const url = new URL(route.request().url());
    if (url.port === String(e2ePorts['mfe-hatchery'])) {
      await route.fulfill({
        status: 200,
        contentType: 'text/javascript',
        body: 'throw new Error("remote exploded")',
      });
    } else await route.continue();
  });
  await page.goto('/hatchery');
  // The server rendered the page: it stays, with a notice, instead of the fallback.
  await expect(page.getByTestId('page-code-failed')).toBeVisible();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  // A page of that remote reached in the app has no server HTML: the fallback.
  await page.getByRole('banner').getByRole('link', { name: 'Business', exact: true }).click();
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/broiler-chicken-farming');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('remote-fallback')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Business', exact: true }).click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
});
