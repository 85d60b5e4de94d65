import { expect, test } from '../../support/test';
import { twoFrames } from '../../support/network';
import { cmsUrl } from '../../support/ports';

test('desktop: leaving the top of the page opens the popup once per session; the cross closes it', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  const popup = page.getByTestId('exit-intent-popup');
  await expect(popup).toBeHidden();
  await page.mouse.move(600, 300);
  await page.mouse.move(600, -5);
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientY: -2, bubbles: true, relatedTarget: null }),
    ),
  );
  await expect(popup).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('hasShownExitIntent'))).toBe('true');
  await expect(popup.getByTestId('horeca-note')).toHaveCount(0);
  await popup.getByRole('button', { name: 'Close contact form' }).click();
  await expect(popup).toBeHidden();

  await page.goto('/business');
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientY: -2, bubbles: true, relatedTarget: null }),
    ),
  );
  // The app has answered the event (a popup it opened would be drawn by then).
  await twoFrames(page);
  await expect(popup).toBeHidden();
});

test('desktop: moving within the page does not open it', async ({ page }) => {
  await page.goto('/');
  await page.mouse.move(100, 100);
  await page.mouse.move(700, 500);
  // The app has answered the moves (a popup it opened would be drawn by then).
  await twoFrames(page);
  await expect(page.getByTestId('exit-intent-popup')).toBeHidden();
});

test('on /foods the popup shows the HORECA / bulk order note; a sent enquiry clears and closes it', async ({
  page,
}) => {
  await page.goto('/foods');
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() =>
    document.dispatchEvent(
      new MouseEvent('mouseout', { clientY: -2, bubbles: true, relatedTarget: null }),
    ),
  );
  const popup = page.getByTestId('exit-intent-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('horeca-note')).toContainText('HORECA');
  await expect(popup.getByRole('link', { name: /HORECA and bulk order form/ })).toHaveAttribute(
    'target',
    '_blank',
  );

  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByRole('alert')).toHaveText('please enter all details');

  await popup.getByLabel('Name').fill('Exit Intent Tester');
  await popup.getByLabel('Email').fill('exit.tester@example.com');
  await popup.getByLabel('Mobile').fill('9876543210');
  await popup.getByLabel('Message').fill('Please call me about frozen chicken supply.');
  const sent = page.waitForResponse(
    (r) => r.url().startsWith(`${cmsUrl}/api/contact-uses`) && r.request().method() === 'POST',
  );
  await popup.getByRole('button', { name: 'Submit' }).click();
  expect((await sent).status()).toBe(201);
  await expect(popup).toBeHidden();
});

test.describe('touch devices', () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
  test('open the popup automatically after 5 seconds, once per session', async ({ page }) => {
    // The page's clock, moved on by the test: its 5 s are the page's timers' and performance.now()'s
    // (runFor fires every timer due on the way), not seconds this test waits.
    await page.clock.install();
    await page.goto('/sustainability');
    const popup = page.getByTestId('exit-intent-popup');
    // The 5 s count from the visitor's arrival (the page's start), not from the app's boot.
    const sinceArrival = await page.evaluate(() => performance.now());
    expect(sinceArrival, 'the page is hydrated well before 4 s').toBeLessThan(4000);
    await page.clock.runFor(4000 - sinceArrival);
    await expect(popup).toBeHidden();
    await page.clock.runFor(2000);
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Close contact form' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await page.clock.runFor(6000);
    await twoFrames(page);
    await expect(popup).toBeHidden();
  });
});
