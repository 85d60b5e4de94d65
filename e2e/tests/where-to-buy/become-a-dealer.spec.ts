/**
 * "Become a dealer" and what the Sales role sees of Where to buy (issue 52, outcome 4 and its
 * checks): the form with script and without, its field errors (in Hindi without script), each
 * application stored for the Sales role and e-mailed to sales; a dealer the Sales role adds and
 * publishes is found by its PIN code within 5 s; the results map groups markers close together.
 */
import type { APIRequestContext } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import { mailsContaining } from '../../support/mail';
import { cmsUrl } from '../../support/ports';
import { expect, test } from '../../support/test';
import { adminToken, CMS_URL, loginToken, uniqueMark } from '../cms/helpers';

const APPLICATION_UID = 'api::dealer-application.dealer-application';
const DEALER_UID = 'api::dealer.dealer';
const cm = (uid: string, rest = '') => `${CMS_URL}/content-manager/collection-types/${uid}${rest}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

let sales = '';

test.beforeAll(async ({ request }) => {
  const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
  const user = await createCmsUser({
    cmsUrl: CMS_URL,
    role: 'sales',
    email: `sales-dealer-form-${uniqueMark()}@example.com`,
    token: await adminToken(request),
  });
  sales = await loginToken(request, { email: user.email, password: user.password! });
});

/** The applications of a firm, as the Sales role reads them in the admin panel. */
async function applicationsOf(request: APIRequestContext, firm: string) {
  const listed = await request.get(cm(APPLICATION_UID), {
    headers: bearer(sales),
    params: { page: 1, pageSize: 10, 'filters[$and][0][firm][$eq]': firm },
  });
  expect(listed.status()).toBe(200);
  return ((await listed.json()) as { results: Record<string, unknown>[] }).results;
}

test('with script: problems listed and focused, nothing sent; then sent, stored for Sales and e-mailed', async ({
  page,
  request,
}) => {
  await page.goto('/where-to-buy');
  const link = page.getByTestId('become-a-dealer');
  await expect(link).toHaveAttribute('href', '/where-to-buy/become-a-dealer');
  await page.goto('/where-to-buy/become-a-dealer');
  const form = page.getByTestId('dealer-application-form');
  let posted = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().startsWith(`${cmsUrl}/api/dealer-applications`))
      posted += 1;
  });
  await form.getByRole('button', { name: 'Submit application' }).click();
  const problems = page.getByTestId('dealer-application-problems');
  await expect(problems).toBeFocused();
  await expect(problems.getByRole('listitem')).toHaveCount(7);
  const name = form.getByLabel('Your name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please write your name');
  expect(posted).toBe(0);

  const firm = `Kisan Seva Kendra ${uniqueMark()}`;
  await name.fill('Gurpreet Singh');
  // A field put right loses its message at once.
  await expect(name).not.toHaveAttribute('aria-invalid');
  await form.getByLabel('Name of your shop or firm').fill(firm);
  await form.getByLabel('Town or village').fill('Gharaunda');
  await form.getByLabel('District').fill('Karnal');
  await form.getByLabel('PIN code').fill('132 114');
  await form.getByLabel('Mobile number').fill('098765 43210');
  await form.getByLabel('Feed').check();
  await form.getByLabel('Chicks and hatching eggs').check();
  const sent = page.waitForResponse(
    (r) =>
      r.url().startsWith(`${cmsUrl}/api/dealer-applications`) && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Submit application' }).click();
  expect((await sent).status()).toBe(201);
  const done = page.getByTestId('dealer-application-sent');
  await expect(done).toContainText('Your application has reached our Sales team');
  await expect(done).toBeFocused();
  const [stored] = await applicationsOf(request, firm);
  expect(stored).toMatchObject({
    name: 'Gurpreet Singh',
    town: 'Gharaunda',
    district: 'Karnal',
    pin_code: '132114',
    phone: '+919876543210',
    divisions: ['hatchery', 'feeds'],
    language: 'en',
  });
  await expect.poll(() => mailsContaining(MAIL_DIR, firm).length, { timeout: 10_000 }).toBe(1);
  expect(mailsContaining(MAIL_DIR, firm)[0]?.headers.to).toContain('sales@example.com');
});

test('without script, in Hindi: field errors with what was typed kept, then sent and stored in Hindi', async ({
  browser,
  request,
}) => {
  // A context of its own: the project's page waits for the app, which never comes without script.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await page.goto('/hi/where-to-buy/become-a-dealer');
  const form = page.getByTestId('dealer-application-form');
  const firm = `किसान सेवा केंद्र ${uniqueMark()}`;
  await form.getByLabel('आपका नाम').fill('रमेश कुमार');
  await form.getByLabel('आपकी दुकान या फ़र्म का नाम').fill(firm);
  await form.getByLabel('कस्बा या गाँव').fill('घरौंडा');
  await form.getByLabel('ज़िला').fill('करनाल');
  await form.getByLabel('पिन कोड').fill('1321');
  await form.getByLabel('मोबाइल नंबर').fill('12345');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'आवेदन भेजें' }).click();
  expect((await refused).status()).toBe(422);
  const problems = page.getByTestId('dealer-application-problems');
  await expect(problems).toContainText('कुछ जानकारी ठीक करनी है');
  // The answer opens at the form (the post's address ends with its anchor), the list first.
  await expect(page).toHaveURL(/#dealer-application-form$/);
  await expect(problems.getByRole('listitem')).toHaveText([
    'कृपया अपना छह अंकों का पिन कोड लिखें, जैसे 132001',
    'कृपया 10 अंकों का मोबाइल नंबर लिखें; आगे +91 या 0 लगा हो तो भी ठीक है',
    'कृपया कम से कम एक चीज़ पर सही का निशान लगाएँ जो आप बेचना चाहते हैं',
  ]);
  const pin = form.getByLabel('पिन कोड');
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAccessibleDescription('कृपया अपना छह अंकों का पिन कोड लिखें, जैसे 132001');
  await expect(form.getByLabel('आपका नाम')).toHaveValue('रमेश कुमार');
  expect(await applicationsOf(request, firm)).toHaveLength(0);

  await pin.fill('१३२११४');
  await form.getByLabel('मोबाइल नंबर').fill('+91 98765 43210');
  await form.getByLabel('आहार (फ़ीड)').check();
  const accepted = page.waitForResponse((r) => r.request().method() === 'POST');
  await form.getByRole('button', { name: 'आवेदन भेजें' }).click();
  expect((await accepted).status()).toBe(200);
  await expect(page.getByTestId('dealer-application-sent')).toContainText(
    'आपका आवेदन हमारी सेल्स टीम तक पहुँच गया है',
  );
  const stored = await applicationsOf(request, firm);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ pin_code: '132114', divisions: ['feeds'], language: 'hi' });
  await context.close();
});

test('a dealer the Sales role adds and publishes is found by its PIN code within 5 s', async ({
  request,
}) => {
  const name = `Test Dealer ${uniqueMark()}`;
  // At the PIN code's own point, so it is the nearest whatever else the seed has there.
  const created = await request.post(cm(DEALER_UID), {
    headers: bearer(sales),
    data: {
      kind: 'dealer',
      name,
      address: 'Main Bazaar, Gharaunda',
      town: 'Gharaunda',
      district: 'karnal',
      state: 'haryana',
      pin_code: '132114',
      latitude: 29.5384,
      longitude: 76.9873,
      phone: '+91 90000 09876',
      whatsapp: '+91 90000 09876',
      divisions: ['feeds'],
      hours: { mon: [['09:00', '19:00']] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data;
  try {
    const published = await request.post(cm(DEALER_UID, `/${documentId}/actions/publish`), {
      headers: bearer(sales),
      data: {},
    });
    expect(published.status(), await published.text()).toBe(200);
    await expect
      .poll(async () => (await request.get('/where-to-buy?place=132114')).text(), {
        timeout: 5_000,
        intervals: [100, 250, 500],
      })
      .toContain(name);
  } finally {
    await request.delete(cm(DEALER_UID, `/${documentId}`), { headers: bearer(sales) });
  }
});

test('the results map groups markers close together in a numbered group', async ({ page }) => {
  await page.goto('/where-to-buy?place=132001');
  const map = page.getByTestId('results-map');
  await map.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-map-state="ready"]')).toBeVisible();
  const groups = map.getByRole('button', { name: /places here: zoom in to see them/ });
  const zoomOut = map.getByRole('button', { name: 'Zoom out' });
  // Zoomed out far enough, every dealer of the answer is in one group or a few.
  await expect(async () => {
    if ((await groups.count()) === 0) await zoomOut.click();
    expect(await groups.count()).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  const group = groups.first();
  const count = Number((await group.textContent())?.match(/^\d+/)?.[0]);
  expect(count).toBeGreaterThan(1);
});
