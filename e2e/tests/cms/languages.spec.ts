/**
 * The CMS in three languages (cms/README.md, "Languages"): every type the site shows is seeded in
 * English and, where its texts are translated, in Hindi and Punjabi; a public query names its
 * language with `locale=en|hi|pa` and nothing else; an entry the CMS lacks in the page's language
 * is shown in English, marked `lang="en"`; an editor's Hindi FAQ reaches /hi/feeds (and only it)
 * within 5 s; enquiries record the language of the page they were sent from, and the lead e-mail
 * says it. Real CMS and site server (e2e/support/global-setup.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { secondsUntil } from '../../support/change-budget';
import { mailsContaining } from '../../support/mail';
import {
  adminToken,
  api,
  CMS_URL,
  contentManager,
  ENQUIRY_UID,
  sampleEnquiry,
  uniqueMark,
  type V4List,
} from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;
const GURMUKHI = /[\u0A00-\u0A7F]/;
const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';

async function listIn(request: APIRequestContext, path: string, query: string) {
  const response = await request.get(api(`${path}?${query}`));
  return { status: response.status(), body: (await response.json()) as V4List };
}

test('each seeded type answers in the language asked for, the same document in each', async ({
  request,
}) => {
  const faqs = await Promise.all(
    ['en', 'hi', 'pa'].map((locale) => listIn(request, '/faqs', `locale=${locale}&pagination[pageSize]=100`)),
  );
  const [en, hi, pa] = faqs.map(({ status, body }) => {
    expect(status).toBe(200);
    return body.data;
  });
  expect(en!.length).toBeGreaterThan(0);
  expect(en!.every((f) => f.attributes.locale === 'en' && !DEVANAGARI.test(String(f.attributes.title)))).toBe(true);
  expect(hi!.every((f) => f.attributes.locale === 'hi' && DEVANAGARI.test(String(f.attributes.title)))).toBe(true);
  expect(pa!.every((f) => f.attributes.locale === 'pa' && GURMUKHI.test(String(f.attributes.title)))).toBe(true);
  // Each seeded FAQ in all three, its section (not a text) shared.
  const documents = (list: typeof en) =>
    list!.map((f) => `${String((f as unknown as { documentId: string }).documentId)} ${String(f.attributes.section)}`).sort();
  expect(documents(hi)).toEqual(documents(en));
  expect(documents(pa)).toEqual(documents(en));
  for (const path of ['/testimonies', '/teams', '/job-applications']) {
    const { status, body } = await listIn(request, path, 'locale=hi');
    expect([path, status]).toEqual([path, 200]);
    expect(body.data.length).toBeGreaterThan(0);
  }
});

test('a public query takes locale en, hi or pa as written, and refuses every other spelling with a 400', async ({
  request,
}) => {
  const accepted = ['locale=en', 'locale=hi', 'locale=pa', 'locale=%68i'];
  const refused = [
    'locale=HI',
    'locale=Hi',
    'locale=hi%20',
    'locale=%20hi',
    'locale=hi%00',
    'locale=',
    'locale=*',
    'locale=all',
    'locale=fr',
    'locale=hi-IN',
    'locale[]=hi',
    'locale[0]=hi',
    'locale[0]=hi&locale[1]=en',
    'locale=hi&locale=en',
    'locale[$eq]=hi',
    'locale[$in][0]=hi',
    'filters[locale][$eq]=hi',
    'filters[locale][$in][0]=hi&filters[locale][$in][1]=pa',
    'filters[$or][0][locale]=hi',
    'sort=locale',
    'fields[0]=locale',
    'populate=localizations',
    'populate[localizations]=true',
  ];
  for (const path of ['/faqs', '/blogs', '/products', '/teams']) {
    for (const query of accepted) {
      const response = await request.get(api(`${path}?${query}`));
      expect([path, query, response.status()]).toEqual([path, query, 200]);
    }
    for (const query of refused) {
      const formats: Record<string, string>[] = [{}, { 'Strapi-Response-Format': 'v5' }];
      for (const headers of formats) {
        const response = await request.get(api(`${path}?${query}`), { headers });
        expect([path, query, response.status()]).toEqual([path, query, 400]);
        const body = (await response.json()) as { error?: { message?: string } };
        expect(body.error?.message).toMatch(/locale|language/);
      }
    }
  }
  // One entry (findOne) and a create are refused alike.
  const [faq] = (await listIn(request, '/faqs', 'locale=en')).body.data;
  expect((await request.get(api(`/faqs/${faq!.id}?locale=*`))).status()).toBe(400);
  expect((await request.get(api(`/faqs/${faq!.id}?locale=hi`))).status()).toBe(200);
  const create = await request.post(api('/contact-uses?locale=*'), { data: { data: sampleEnquiry } });
  expect(create.status()).toBe(400);
});

test('a Hindi draft of a published entry is never public: not in Hindi, not among the English entry\'s other languages', async ({
  request,
}) => {
  // Press items are seeded in English only: a Hindi version saved, not published, is a draft.
  const [item] = (await listIn(request, '/media-presses', 'locale=en&pagination[pageSize]=1')).body.data;
  const documentId = (item as unknown as { documentId: string }).documentId;
  const draft = `मसौदा ${uniqueMark()}`;
  await contentManager(request, 'PUT', `collection-types/api::media-press.media-press/${documentId}?locale=hi`, {
    title: draft,
  });
  try {
    for (const query of ['locale=hi', 'locale=en&populate=*', 'populate=*', 'locale=hi&status=published']) {
      const response = await request.get(api(`/media-presses?${query}&pagination[pageSize]=100`));
      expect([query, response.status()]).toEqual([query, 200]);
      expect(await response.text(), query).not.toContain(draft);
    }
    const one = await request.get(api(`/media-presses/${documentId}?locale=hi`));
    expect(one.status()).toBe(404);
    expect((await request.get(api(`/media-presses?locale=hi&status=draft`))).status()).toBe(403);
  } finally {
    await contentManager(
      request,
      'DELETE',
      `collection-types/api::media-press.media-press/${documentId}?locale=hi`,
    );
  }
});

test('an entry missing in the page language is shown in English, marked lang="en"; one in it is not marked', async ({
  request,
}) => {
  // The seed translates FAQs and products, not press items: /hi/feeds is Hindi throughout, the
  // press cards of /pa/media are English stand-ins.
  const html = await (await request.get('/hi/feeds')).text();
  const faqSection = html.slice(html.indexOf('data-testid="division-faq"'));
  const faqList = faqSection.slice(0, faqSection.indexOf('</ul>'));
  const faqItems = [...faqList.matchAll(/<li[^>]*>[\s\S]*?<\/li>/g)].map((m) => m[0]);
  expect(faqItems.length).toBeGreaterThan(0);
  for (const item of faqItems) {
    expect(item).not.toMatch(/<li[^>]*\blang=/);
    expect(item).toMatch(DEVANAGARI);
  }
  const productCards = [...html.matchAll(/<li\b[^>]*data-testid="product-card"[^>]*>/g)].map((m) => m[0]);
  expect(productCards.length).toBeGreaterThan(0);
  for (const card of productCards) expect(card).not.toContain('lang=');
  expect(html.slice(html.indexOf('data-testid="product-card"'))).toMatch(DEVANAGARI);
  // The English page marks nothing: every entry is in its language.
  const english = await (await request.get('/feeds')).text();
  expect(english).not.toMatch(/data-testid="product-card"[^>]*lang=/);
  // Press items are English only in the seed: each card on /pa/media is marked.
  const press = await (await request.get('/pa/media')).text();
  const cards = [...press.matchAll(/<article\b[^>]*data-testid="media-card"[^>]*>/g)].map((m) => m[0]);
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) expect(card).toContain('lang="en"');
});

test('an editor publishes a Hindi FAQ: it is on /hi/feeds within 5 s, and not on /feeds or /pa/feeds', async ({
  request,
}) => {
  const title = `नया प्रश्न ${uniqueMark()}?`;
  const created = (await contentManager(request, 'POST', 'collection-types/api::faq.faq?locale=hi', {
    title,
    content: 'हिन्दी में उत्तर।',
    section: 'feeds',
  })) as { data: { documentId: string } };
  const { documentId } = created.data;
  try {
    await contentManager(request, 'POST', `collection-types/api::faq.faq/${documentId}/actions/publish?locale=hi`);
    const seconds = await secondsUntil(request, '/hi/feeds', (html) => html.includes(title));
    console.log(`Hindi FAQ reached /hi/feeds in ${seconds.toFixed(2)} s`);
    expect(await (await request.get('/feeds')).text()).not.toContain(title);
    expect(await (await request.get('/pa/feeds')).text()).not.toContain(title);
  } finally {
    await contentManager(request, 'DELETE', `collection-types/api::faq.faq/${documentId}?locale=hi`);
  }
});

test('an enquiry posted without script from /hi/contact-us is stored as Hindi, and the e-mail to sales says so', async ({
  request,
}) => {
  expect(MAIL_DIR, 'E2E_MAIL_DIR is set by e2e/support/global-setup.ts').not.toBe('');
  const mark = uniqueMark();
  const sent = await request.post('/hi/contact-us', {
    form: { form: 'enquiry', ...sampleEnquiry, message: `${sampleEnquiry.message} ${mark}` },
  });
  expect(sent.status()).toBe(200);
  const found = await request.get(
    `${CMS_URL}/content-manager/collection-types/${ENQUIRY_UID}?filters[message][$contains]=${mark}`,
    { headers: { Authorization: `Bearer ${await adminToken(request)}` } },
  );
  const { results } = (await found.json()) as { results: { language: string | null }[] };
  expect(results.map((r) => r.language)).toEqual(['hi']);
  await expect.poll(() => mailsContaining(MAIL_DIR, mark).length, { timeout: 10_000 }).toBe(1);
  expect(mailsContaining(MAIL_DIR, mark)[0]!.text).toMatch(/^Language: +Hindi \(hi\)$/m);
  // A language the site does not have is refused by name, nothing stored.
  const refused = await request.post(api('/contact-uses'), {
    data: { data: { ...sampleEnquiry, message: `${sampleEnquiry.message} ${mark}x`, language: 'HI' } },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^language/);
});
