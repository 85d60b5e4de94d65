// @ts-check
/* global window, document, PopStateEvent */
/** What a browser fetches and does on the site: first loads, the app's boot, a menu tap, a link. */
import { RUNS, SLOW_PHONE, median } from './settings.mjs';

/** Compressed bytes of the scripts among `responses`, all bytes, and their count. */
async function sizesOf(/** @type {import('@playwright/test').Response[]} */ responses) {
  let js = 0;
  let total = 0;
  for (const response of responses) {
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
    total += sizes.responseBodySize + sizes.responseHeadersSize;
    if (response.request().resourceType() === 'script') js += sizes.responseBodySize;
  }
  return { js, total, requests: responses.length };
}

/**
 * A first visit at 390 px: what is fetched until the network is idle with no interaction (the app
 * boots only when first needed: shared/build/boot.js), then what the app's boot adds once the
 * visitor acts (a key press), until hydrated and idle again.
 */
export async function firstLoad(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ url,
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  await context.addInitScript(() => {
    const tasks = /** @type {number[][]} */ ([]);
    Object.assign(window, { benchLongTasks: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  /** @type {import('@playwright/test').Response[]} */
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(url, { waitUntil: 'networkidle' });
  const first = await sizesOf(responses);
  const count = responses.length;
  let booted = { js: 0, total: 0, requests: 0 };
  let boot = { hydrated: 0, elements: 0, longestTask: 0 };
  if (await page.locator('#root').count()) {
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Shift');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    booted = await sizesOf(responses.slice(count));
    // React marks each element it hydrated with its fiber: the share of the page it took over,
    // and the longest main-thread task (over 50 ms, as the browser reports them) since the key.
    boot = await page.evaluate((since) => {
      const elements = [...document.querySelectorAll('#root *')];
      const tasks = /** @type {{ benchLongTasks: number[][] }} */ (/** @type {unknown} */ (window))
        .benchLongTasks;
      return {
        hydrated: elements.filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber')))
          .length,
        elements: elements.length,
        longestTask: Math.max(0, ...tasks.filter(([start]) => start >= since).map(([, d]) => d)),
      };
    }, pressedAt);
  }
  await context.close();
  return { ...first, bootJs: booted.js, bootRequests: booted.requests, boot };
}

/**
 * The interactive parts whose first tap is timed on the slow phone: the control, and the selector
 * that matches once the tap is answered. The menu is a <dialog> its button opens without script,
 * a business unit a <details>; the carousel's arrow needs code (its part script: ARCHITECTURE.md,
 * "The first action").
 * @type {{ part: string, path: string, control: (page: import('@playwright/test').Page) => import('@playwright/test').Locator, answered: string }[]}
 */
export const FIRST_TAPS = [
  {
    part: 'the menu',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    answered: 'dialog[open]',
  },
  {
    part: 'a business unit',
    path: '/',
    control: (page) => page.getByTestId('unit-feeds'),
    answered: 'details[open]:has([data-testid="unit-feeds"])',
  },
  {
    part: 'a carousel (Next testimonial)',
    path: '/',
    control: (page) =>
      page.getByTestId('testimonial-carousel').getByRole('button', { name: 'Next testimonial' }),
    answered: '[data-testid="testimonial-carousel-slide"]:nth-child(2)[data-selected="true"]',
  },
];

/**
 * On a slow phone (SLOW_PHONE), the time from a tap on `tap`'s control, made the moment it shows
 * (brought on screen by a script, not a touch: a touch would be the first action), to its answer
 * in the page: from the tap's pointerdown to the DOM change that answers it, both timed in the
 * page (Playwright's own checks before a tap, slow on a throttled CPU, are not the site's time).
 * The median of the runs.
 */
export async function firstTap(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ siteUrl,
  /** @type {(typeof FIRST_TAPS)[number]} */ tap,
) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latency,
      downloadThroughput: SLOW_PHONE.down,
      uploadThroughput: SLOW_PHONE.up,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpu });
    await page.goto(`${siteUrl}${tap.path}`, { waitUntil: 'commit' });
    const control = tap.control(page);
    await control.waitFor({ state: 'attached', timeout: 60_000 });
    await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await control.tap({ trial: true, timeout: 60_000 });
    await page.evaluate((answered) => {
      const times = { pressed: 0, answered: 0 };
      Object.assign(window, { firstTapTimes: times });
      document.addEventListener('pointerdown', () => (times.pressed ||= performance.now()), {
        capture: true,
      });
      new window.MutationObserver((_records, observer) => {
        if (!document.querySelector(answered)) return;
        times.answered = performance.now();
        observer.disconnect();
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    }, tap.answered);
    await control.tap({ force: true });
    await page.locator(tap.answered).waitFor({ state: 'attached', timeout: 60_000 });
    const { pressed, answered } = await page.evaluate(
      () =>
        /** @type {{ firstTapTimes: { pressed: number, answered: number } }} */ (
          /** @type {unknown} */ (window)
        ).firstTapTimes,
    );
    times.push(answered - pressed);
    await context.close();
  }
  return median(times);
}

/**
 * JS a visitor downloads going from / to `path` in the app (what a link click does: no reload),
 * the median of `RUNS` visits: a part whose code a visit happens to load as it nears the screen
 * (the contact form's) is one visit's, not the page's (one run counted 21 KB of it).
 */
export async function addedFromHome(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ siteUrl,
  /** @type {string} */ path,
) {
  const visits = [];
  for (let i = 0; i < RUNS; i += 1) visits.push(await addedInOneVisit(browser, siteUrl, path));
  return median(visits);
}

/** JS one visit downloads going from / to `path` in the app. */
async function addedInOneVisit(
  /** @type {import('@playwright/test').Browser} */ browser,
  /** @type {string} */ siteUrl,
  /** @type {string} */ path,
) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
  const page = await context.newPage();
  await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
  await page.keyboard.press('Shift');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  // Until the home page has fetched nothing for a second: what it loads late (a part nearing the
  // screen, an idle prefetch) is its own, not the division page's (a run counted 19 KB of it).
  await page
    .waitForFunction(
      () =>
        new Promise((resolve) => {
          const count = () => performance.getEntriesByType('resource').length;
          const before = count();
          setTimeout(() => resolve(count() === before), 1000);
        }),
      undefined,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => undefined);
  /** @type {import('@playwright/test').Response[]} */
  const responses = [];
  page.on('response', (r) => responses.push(r));
  const homeHeading = await page.locator('main h1').first().textContent();
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((old) => {
    const heading = document.querySelector('main h1');
    return heading !== null && heading.textContent !== old;
  }, homeHeading);
  await page.waitForLoadState('networkidle');
  let js = 0;
  for (const response of responses) {
    if (response.request().resourceType() !== 'script') continue;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => ({ responseBodySize: 0 }));
    js += sizes.responseBodySize;
  }
  await context.close();
  return js;
}
