import type { Locator, Page } from '@playwright/test';
import { clientNavigate, expect, test } from '../../support/test';
import { twoFrames, watchNetwork } from '../../support/network';
import { noExitIntent } from './helpers';
import { expectOpen, faqQuestion, readMoreToggle, expectToggleShows } from '../../support/faq';

test.beforeEach(async ({ page }) => noExitIntent(page));

test('home: one H1, the banner rotates every 3 s, loops, and the pause control stops it', async ({
  page,
}) => {
  // The page's clock runs as time does, and the test moves it on where it waits for nothing.
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('h1')).toHaveCount(1);
  const slides = page.getByTestId('banner-slide');
  await expect(slides).toHaveCount(2);
  await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
  await expect(slides.nth(1)).toHaveAttribute('data-active', 'true', { timeout: 4500 });
  await expect(slides.nth(0)).toHaveAttribute('data-active', 'true', { timeout: 4500 });
  await page.getByTestId('banner-pause').click();
  await expect(page.getByRole('checkbox', { name: 'Pause banner rotation' })).toBeChecked();
  const active = await slides.nth(0).getAttribute('data-active');
  // More than one rotation's beat on the page's clock (its interval fires if it still runs).
  await page.clock.runFor(3600);
  await twoFrames(page);
  expect(await slides.nth(0).getAttribute('data-active')).toBe(active);
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the banner does not rotate and the events carousel does not autoplay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // More than one rotation's beat on the page's clock (a rotation's interval would fire).
    await page.clock.runFor(3600);
    await twoFrames(page);
    await expect(page.getByTestId('banner-slide').nth(0)).toHaveAttribute('data-active', 'true');
    await expect(page.getByTestId('banner-pause')).toBeHidden();
    await expect(page.getByTestId('events-carousel-pause')).toBeHidden();
  });
});

test('home: mission LEARN MORE goes to /about; founder Read More expands and disappears, keeping "36 years"', async ({
  page,
}) => {
  await page.goto('/');
  const founder = page.getByTestId('founder-message');
  await expect(founder).toContainText('36 years');
  await expect(founder.getByTestId('founder-more')).toBeHidden();
  await readMoreToggle(founder).click();
  await expect(founder.getByTestId('founder-more')).toBeVisible();
  await expect(readMoreToggle(founder)).toBeHidden();
  await page.getByRole('link', { name: /LEARN MORE/ }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('home: business units - first open, a click opens another (the others close), desktop detail beside the list, Learn More targets', async ({
  page,
}) => {
  await page.goto('/');
  const units = page.getByTestId('business-units');
  const unit = (key: string) => units.locator('details', { has: page.getByTestId(`unit-${key}`) });
  const shownDetails = units.getByTestId('unit-detail').filter({ visible: true });
  await expect(unit('foods')).toHaveAttribute('open', '');
  await expect(shownDetails).toHaveCount(1);
  await expect(shownDetails).toContainText('Navdhara Foods');
  const targets: Record<string, string> = {
    foods: '/foods',
    hatchery: '/farm',
    proteins: '/proteins',
    equipments: '/equipments',
    feeds: '/feeds',
  };
  const names = units.getByTestId('unit-foods');
  const detailLeft = async () => (await shownDetails.boundingBox())?.x ?? 0;
  for (const [key, href] of Object.entries(targets)) {
    // Forced: the open unit's name takes no pointer (below), which Playwright would wait on.
    await units.getByTestId(`unit-${key}`).click({ force: true });
    await expect(unit(key)).toHaveAttribute('open', '');
    // A click on the open unit keeps it open on a desktop: the detail pane is never empty.
    await units.getByTestId(`unit-${key}`).click({ force: true });
    await expect(unit(key)).toHaveAttribute('open', '');
    await expect(shownDetails).toHaveCount(1);
    await expect(shownDetails.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      href,
    );
    // Beside the list, not under the unit.
    expect(await detailLeft()).toBeGreaterThan(
      ((await names.boundingBox())?.x ?? 0) + ((await names.boundingBox())?.width ?? 0),
    );
  }
  await shownDetails.getByRole('link', { name: /Learn More/ }).click();
  await expect(page).toHaveURL(/\/feeds$/);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('business units open inline as an accordion', async ({ page }) => {
    await page.goto('/');
    const units = page.getByTestId('business-units');
    const proteins = units.getByTestId('unit-proteins');
    const group = units.locator('details', { has: page.getByTestId('unit-proteins') });
    await proteins.click();
    await expect(group).toHaveAttribute('open', '');
    await expect(units.locator('details[open]')).toHaveCount(1);
    const inline = group.getByTestId('unit-detail');
    await expect(inline).toBeVisible();
    // Under its unit's name, not beside the list.
    expect((await inline.boundingBox())?.y ?? 0).toBeGreaterThan(
      (await proteins.boundingBox())?.y ?? 0,
    );
    await expect(inline.getByRole('link', { name: /Learn More/ })).toHaveAttribute(
      'href',
      '/proteins',
    );
    await proteins.click();
    await expect(group).not.toHaveAttribute('open', '');
    await expect(inline).toBeHidden();
  });

  test('the centred carousels do not move a slide when their engine starts', async ({ page }) => {
    await expectStillSlidesAsEngineStarts(page);
  });
});

test('home: blog, testimonial and events carousels load, with labelled controls; blog cards link to /blog/{id}', async ({
  page,
}) => {
  await page.goto('/');
  const blog = page.getByTestId('blog-carousel');
  await expect(blog.getByTestId('blog-card').first()).toBeVisible();
  await expect(blog.getByRole('button', { name: 'Next post' })).toBeVisible();
  await expect(blog.getByRole('button', { name: /Go to/ })).toHaveCount(0);
  for (const title of await blog.getByTestId('blog-card').locator('h3').allTextContents()) {
    expect(title.length).toBeLessThanOrEqual(53);
  }
  const href = await blog.getByTestId('blog-card').first().getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/blog\/\d+$/);

  const testimonials = page.getByTestId('testimonial-carousel');
  await expect(testimonials.getByTestId('testimonial-carousel-slide').first()).toBeVisible();
  await testimonials.getByRole('button', { name: 'Next testimonial' }).click();

  const events = page.getByTestId('events-carousel');
  await expect(events.getByTestId('events-carousel-slide')).toHaveCount(9);
  for (const name of [
    'BIS Foundation Day 2023',
    'PDFA 2024 Kurukshetra',
    'Poultry India Expo 2023',
    'DFA 2024 Ludhiana',
    'Novocon 2024 Kolkata',
    'Aahar 2024 Delhi',
    'Customer Onsite Session',
    'Speciality Food Festival Dubai',
    'Kolkata Poultry Fair Feb 7-9 2024',
  ]) {
    await expect(events.getByRole('heading', { name, exact: true })).toHaveCount(1);
  }
  await expect(events.getByRole('button', { name: 'Pause Events' })).toBeVisible();
  await events.getByRole('button', { name: 'Pause Events' }).click();
  await expect(events.getByRole('button', { name: 'Play Events' })).toBeVisible();

  await blog.getByTestId('blog-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/\d+$/);
  await expect(page.getByTestId('article')).toBeVisible();
});

/** Left edge (px, from the carousel's own edge) of each slide that shows, by slide number. */
function shownSlides(carousel: Locator) {
  return carousel.evaluate((root) => {
    const frame = root
      .querySelector('[data-testid$="-slide"]')!
      .parentElement!.parentElement!.getBoundingClientRect();
    return Array.from(root.querySelectorAll('[data-testid$="-slide"]'), (slide, index) => ({
      index,
      rect: slide.getBoundingClientRect(),
    }))
      .filter(({ rect }) => rect.right > frame.left + 1 && rect.left < frame.right - 1)
      .map(({ index, rect }) => ({ index, left: rect.left - frame.left }));
  });
}

/** The home carousels lay out their slides before the engine loads exactly as it will. */
async function expectStillSlidesAsEngineStarts(page: Page) {
  const network = watchNetwork(page);
  for (const testId of ['blog-carousel', 'testimonial-carousel', 'events-carousel']) {
    await page.goto('/');
    // Laid out as it stays: booted (support/test.ts) and all it fetched as it started come.
    await network.quiet();
    const carousel = page.getByTestId(testId);
    const engine = carousel.locator('[data-carousel-engine]');
    await expect(
      engine,
      `${testId} is far below the screen, its engine not loaded yet`,
    ).toHaveCount(0);
    const before = await shownSlides(carousel);
    expect(before.length).toBeGreaterThan(0);
    await carousel.scrollIntoViewIfNeeded();
    await expect(engine).toHaveCount(1);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const after = await shownSlides(carousel);
    expect(
      after.map((slide) => slide.index),
      testId,
    ).toEqual(before.map((slide) => slide.index));
    after.forEach((slide, i) =>
      expect(Math.abs(slide.left - before[i]!.left), `${testId} slide ${slide.index}`).toBeLessThan(
        1.5,
      ),
    );
  }
}

test('home: the centred carousels do not move a slide when their engine starts (a tap as it starts lands where aimed)', async ({
  page,
}) => {
  await expectStillSlidesAsEngineStarts(page);
});

test('home: SEO block Read More / Read Less and the FAQ accordion (one open at a time)', async ({
  page,
}) => {
  await page.goto('/');
  const toggle = readMoreToggle(
    page.getByRole('region', { name: /a leading integrated poultry company in India/ }),
  );
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expectToggleShows(toggle, 'Read Less');
  await expectOpen(toggle, true);
  await toggle.click();
  await expectToggleShows(toggle, 'Read More');
  await expectOpen(toggle, false);
  const q1 = faqQuestion(page, 'What does Navdhara Group do?');
  const q2 = faqQuestion(page, 'Where are you located?');
  await q1.click();
  await expectOpen(q1, true);
  await q2.click();
  await expectOpen(q2, true);
  await expectOpen(q1, false);
  await q2.click();
  await expectOpen(q2, false);
});

test('home: the page stays usable and says so when the CMS is unreachable', async ({ page }) => {
  await page.route(/\/api\/(blogs|testimonies)/, (route) => route.abort());
  // Arrive by navigation: a first load would show the content written into the server-rendered HTML.
  await page.goto('/last-update');
  await clientNavigate(page, '/');
  await expect(page.getByTestId('blogs-failed')).toContainText('could not be loaded');
  await expect(page.getByTestId('testimonials-failed')).toContainText('could not be loaded');
  await expect(page.getByTestId('spinner')).toHaveCount(0);
  await expect(page.getByTestId('events-carousel')).toBeVisible();
});
