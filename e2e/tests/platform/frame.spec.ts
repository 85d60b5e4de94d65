import { expect, test } from '../../support/test';
import { pageScrollLocked } from '../../support/faq';
import { twoFrames } from '../../support/network';
import { footerLinks, footerSeoLinks, menuItems } from '../../../shared/src/routes/frame-links';
import { site } from '../../../shared/src/config/site';

test.beforeEach(async ({ page }) => {
  // Keep the exit-intent popup out of tests that are not about it.
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
});

test('header: logo links home, menu highlights the active item, CONTACT US goes to /contact-us', async ({
  page,
}) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main' });
  for (const item of menuItems)
    await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
      'href',
      item.path,
    );
  await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await nav.getByRole('link', { name: 'Careers', exact: true }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect(nav.getByRole('link', { name: 'Careers', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await header.getByRole('link', { name: 'CONTACT US' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await header.getByRole('link', { name: 'Navdhara Group home' }).click();
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('footer: ten links, address to a maps search, e-mail, toll-free, four social links, eleven SEO links in new tabs, copyright year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const quick = footer.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  await expect(quick).toHaveCount(10);
  for (const [index, link] of footerLinks.entries()) {
    await expect(quick.nth(index)).toHaveText(link.label);
    await expect(quick.nth(index)).toHaveAttribute('href', link.path);
  }
  const address = footer.getByRole('link', { name: /Ambala, Haryana/ });
  await expect(address).toHaveAttribute('href', /maps\.example\.com\/search\?q=/);
  await expect(address).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  await expect(
    footer.getByRole('link', { name: `Toll-free ${site.tollFree.label}` }),
  ).toHaveAttribute('href', `tel:${site.tollFree.tel}`);
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (let i = 0; i < 4; i += 1) {
    await expect(social.nth(i)).toHaveAttribute('target', '_blank');
    await expect(social.nth(i)).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const seo = footer.getByRole('navigation', { name: 'Popular topics' }).getByRole('link');
  await expect(seo).toHaveCount(11);
  for (const [index, link] of footerSeoLinks.entries()) {
    await expect(seo.nth(index)).toHaveAttribute('href', link.path);
    await expect(seo.nth(index)).toHaveAttribute('target', '_blank');
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Navdhara Group`);
});

test('an SEO link opens its page in a new tab', async ({ page, context }) => {
  await page.goto('/');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Poultry Ventilation Fan/ })
      .click(),
  ]);
  await expect(popup).toHaveURL(/\/poultry-ventilation-fan$/);
  await expect(popup.locator('main h1')).toBeVisible();
});

test('floating widget: phone dials the toll-free number, chat opens the external link in a new tab', async ({
  page,
}) => {
  await page.goto('/business');
  const widget = page.getByTestId('floating-widget');
  await expect(widget.getByRole('link', { name: /Call toll-free/ })).toHaveAttribute(
    'href',
    `tel:${site.tollFree.tel}`,
  );
  const chat = widget.getByRole('link', { name: /Chat with us/ });
  await expect(chat).toHaveAttribute('href', site.chatUrl);
  await expect(chat).toHaveAttribute('target', '_blank');
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('holds the menu, Contact Us and the two legal labels; Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await burger.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    for (const item of menuItems)
      await expect(drawer.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    await expect(drawer.getByText('Terms and Conditions')).toBeVisible();
    await expect(drawer.getByText('Privacy Notice')).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Terms and Conditions' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
    await burger.click();
    await drawer.getByRole('link', { name: 'Media', exact: true }).click();
    await expect(page).toHaveURL(/\/media$/);
    await expect(drawer).toBeHidden();
  });
});

test('/hello-world: the demo modal appears after 3 s, locks scroll, closes on x and on submit, sends nothing', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => r.method() !== 'GET' && posts.push(r.url()));
  // The page's clock runs as time does; the test moves it on over the 3 s rather than waiting.
  await page.clock.install();
  await page.goto('/hello-world');
  const modal = page.getByRole('dialog', { name: 'Say hello' });
  await expect(modal).toBeHidden();
  await page.clock.runFor(2000);
  await twoFrames(page);
  await expect(modal).toBeHidden();
  await page.clock.runFor(1000);
  await expect(modal).toBeVisible();
  expect(await pageScrollLocked(page)).toBe(true);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toBeHidden();
  expect(await pageScrollLocked(page)).toBe(false);

  await page.reload();
  await expect(modal).toBeVisible({ timeout: 6000 });
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeVisible(); // name is required
  await modal.getByLabel('Your name').fill('Asha');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(modal).toBeHidden();
  expect(posts).toEqual([]);
});

test('one store in the browser: a remote opens the shell’s contact popup through shared state', async ({
  page,
}) => {
  await page.goto('/proteins');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('contact-cta').first().click();
  const popup = page.getByTestId('exit-intent-popup');
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('heading', { name: "Let's talk" })).toBeVisible();
});
