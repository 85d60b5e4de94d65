/**
 * The CMS in three languages (cms/README.md, "Languages"): every type the site shows is seeded in
 * English and, where its texts are translated, in Hindi and Punjabi; a public query names its
 * language with `locale=en|hi|pa` and nothing else; an entry the CMS lacks in the page's language
 * is shown in English, marked `lang="en"`; an editor's Hindi FAQ reaches /hi/feeds (and only it)
 * within 5 s. Enquiries record the language of the page they were sent from (notifications.spec.ts,
 * which alone reads the mailbox). Real CMS and site server (e2e/support/global-setup.ts).
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { secondsUntil } from '../../support/change-budget';
import {
  api,
  contentManager,
  sampleEnquiry,
  uniqueMark,
  type V4List,
} from './helpers';

const DEVANAGARI = /[\u0900-\u097F]/;
const GURMUKHI = /[\u0A00-\u0A7F]/;

async function listIn(request: APIRequestContext, path: string, query: string) {
  const response = await request.get(api(`${path}?${query}`));
  return { status: response.status(), body: (await response.json()) as V4List };
}

const PRESS_UID = 'api::media-press.media-press';

/**
 * A press item the test publishes in English only (the seed has every one in all three
 * languages), dated today so that it leads the press list; `remove` deletes it. `extra`: more of
 * its fields (a picture).
 */
async function englishOnlyPressItem(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}) {
  const created = (await contentManager(request, 'POST', `collection-types/${PRESS_UID}?locale=en`, {
    media: 'Test Gazette',
    date: new Date().toISOString().slice(0, 10),
    title,
    content: [{ type: 'paragraph', children: [{ type: 'text', text: `${title}, in English only.` }] }],
    ...extra,
  })) as { data: { documentId: string } };
  const { documentId } = created.data;
  await contentManager(request, 'POST', `collection-types/${PRESS_UID}/${documentId}/actions/publish?locale=en`);
  return {
    documentId,
    remove: () => contentManager(request, 'DELETE', `collection-types/${PRESS_UID}/${documentId}?locale=en`),
  };
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
  // An entry with no Hindi version yet: a Hindi version saved, not published, is a draft.
  const item = await englishOnlyPressItem(request, `English only ${uniqueMark()}`);
  const { documentId } = item;
  const draft = `मसौदा ${uniqueMark()}`;
  try {
    await contentManager(request, 'PUT', `collection-types/${PRESS_UID}/${documentId}?locale=hi`, {
      title: draft,
    });
    for (const query of ['locale=hi', 'locale=en&populate=*', 'populate=*', 'locale=hi&status=published']) {
      const response = await request.get(api(`/media-presses?${query}&pagination[pageSize]=100`));
      expect([query, response.status()]).toEqual([query, 200]);
      expect(await response.text(), query).not.toContain(draft);
    }
    const one = await request.get(api(`/media-presses/${documentId}?locale=hi`));
    expect(one.status()).toBe(404);
    expect((await request.get(api(`/media-presses?locale=hi&status=draft`))).status()).toBe(403);
  } finally {
    await contentManager(request, 'DELETE', `collection-types/${PRESS_UID}/${documentId}?locale=hi`);
    await item.remove();
  }
});

test('an entry missing in the page language is shown in English, marked lang="en"; one in it is not marked', async ({
  request,
}) => {
  // The seed has every entry in all three languages: /hi/feeds is Hindi throughout.
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
  // A press item published in English only leads /pa/media, marked English; the seeded ones around
  // it are in Punjabi, not marked.
  const title = `English only ${uniqueMark()}`;
  const item = await englishOnlyPressItem(request, title);
  try {
    await secondsUntil(request, '/pa/media', (body) => body.includes(title));
    const press = await (await request.get('/pa/media')).text();
    const cards = [...press.matchAll(/<article\b[^>]*data-testid="media-card"[\s\S]*?<\/article>/g)].map((m) => m[0]);
    const [first, ...others] = cards;
    expect(first).toContain(title);
    expect(first).toMatch(/^<article\b[^>]*\blang="en"/);
    expect(others.length).toBeGreaterThan(0);
    for (const card of others) {
      expect(card).not.toMatch(/^<article\b[^>]*\blang=/);
      expect(card).toMatch(GURMUKHI);
    }
    // Its own page is English too, marked; a seeded one is Punjabi.
    const number = /href="(?:\/pa)?\/media-article\/(\d+)"/.exec(first!)?.[1];
    expect(number).toBeDefined();
    const page = await (await request.get(`/pa/media-article/${number}`)).text();
    expect(page).toMatch(/data-testid="article"[^>]*\blang="en"/);
    // The banner's title above it is the article's, English, marked too.
    expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(page)?.[1]).toMatch(/^<span lang="en">/);
  } finally {
    await item.remove();
  }
  const seeded = await (await request.get('/pa/media-article/1')).text();
  expect(seeded).not.toMatch(/data-testid="article"[^>]*\blang=/);
  expect(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(seeded)?.[1]).not.toMatch(/lang=/);
  expect(seeded.slice(seeded.indexOf('data-testid="article"'))).toMatch(GURMUKHI);
});

test('every seeded post is in Hindi and in Punjabi, the pictures in its text described in the language', async ({
  request,
}) => {
  const english = (await listIn(request, '/blogs', 'locale=en&pagination[pageSize]=100')).body.data;
  expect(english.length).toBeGreaterThan(0);
  for (const [locale, letters] of [
    ['hi', DEVANAGARI],
    ['pa', GURMUKHI],
  ] as const) {
    const posts = (await listIn(request, '/blogs', `locale=${locale}&pagination[pageSize]=100`)).body.data;
    expect(posts.map((post) => post.attributes.number).sort()).toEqual(english.map((post) => post.attributes.number).sort());
    let pictures = 0;
    for (const post of posts) {
      const address = `/${locale}/blog/${String(post.attributes.number)}`;
      const html = await (await request.get(address)).text();
      const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
      expect(article, address).toContain('data-testid="article"');
      expect(article, address).not.toMatch(/^<article\b[^>]*\blang=/);
      // A picture in the text is a figure (the post's own image above it is not): its alt and caption.
      for (const [figure] of article.matchAll(/<figure\b[\s\S]*?<\/figure>/g)) {
        pictures += 1;
        expect(/<img\b[^>]*\balt="([^"]+)"/.exec(figure)?.[1], address).toMatch(letters);
        expect(/<figcaption>([^<]+)</.exec(figure)?.[1], address).toMatch(letters);
      }
    }
    expect(pictures).toBeGreaterThanOrEqual(posts.length);
  }
});

/** The text of an attribute as the server rendered it (React escapes these five). */
const unescape = (text: string) =>
  text.replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#x27': "'", lt: '<', gt: '>' })[name]!);

/** Every picture from the CMS on a page (`<img src="/uploads/…">`), its alt and lang as rendered. */
function cmsPictures(html: string) {
  return [...html.matchAll(/<img\b[^>]*\ssrc="[^"]*\/uploads\/[^>]*>/g)].map(([tag]) => ({
    tag,
    alt: unescape(/\salt="([^"]*)"/.exec(tag)?.[1] ?? ''),
    lang: /\slang="([^"]*)"/.exec(tag)?.[1],
  }));
}

test('every picture from the CMS on a Hindi or Punjabi page is described in the language, not English', async ({
  request,
}) => {
  // A post's cover (its banner and the picture above its text), press cards, product cards, the
  // board and the testimonies: each entry's own description, in the page's script, unmarked.
  const pages = [
    ['/hi/blog/1', DEVANAGARI, 'data-testid="article-image"'],
    ['/pa/media', GURMUKHI, 'data-testid="media-card"'],
    ['/hi/feeds', DEVANAGARI, 'data-testid="product-card"'],
    ['/pa/about', GURMUKHI, 'data-testid="board-grid"'],
    ['/hi', DEVANAGARI, 'data-testid="testimonial-carousel"'],
  ] as const;
  for (const [path, letters, region] of pages) {
    const html = await (await request.get(path)).text();
    const inRegion = cmsPictures(html.slice(html.indexOf(region)));
    expect([path, inRegion.length]).not.toEqual([path, 0]);
    const pictures = cmsPictures(html);
    for (const { tag, alt, lang } of pictures) {
      expect(alt, `${path}: ${tag}`).toMatch(letters);
      expect(alt, `${path}: ${tag}`).not.toMatch(/[A-Za-z]{4}/);
      expect(lang, `${path}: ${tag}`).toBeUndefined();
    }
  }
  // The English pages keep the English descriptions.
  for (const { alt } of cmsPictures(await (await request.get('/about')).text())) expect(alt).toMatch(/^Illustrated portrait of /);
});

test("the admin's edit view of each type with a picture has its description, a text of each language", async ({
  request,
}) => {
  const types = (await contentManager(request, 'GET', 'content-types')) as {
    data: { uid: string; attributes: Record<string, { type: string; pluginOptions?: unknown }> }[];
  };
  for (const name of ['blog', 'media-press', 'product', 'team', 'testimony']) {
    const uid = `api::${name}.${name}`;
    const { data } = (await contentManager(request, 'GET', `content-types/${uid}/configuration`)) as {
      data: { contentType: { layouts: { edit: { name: string }[][] }; metadatas: Record<string, { edit: { editable?: boolean } }> } };
    };
    const fields = data.contentType.layouts.edit.flat().map((field) => field.name);
    expect([name, fields]).toEqual([name, expect.arrayContaining(['image', 'image_alt'])]);
    expect([name, data.contentType.metadatas.image_alt?.edit.editable]).toEqual([name, true]);
    expect([name, types.data.find((type) => type.uid === uid)?.attributes.image_alt]).toEqual([
      name,
      expect.objectContaining({ type: 'string', pluginOptions: { i18n: { localized: true } } }),
    ]);
  }
});

test("a picture its entry does not describe shows the file's own text, in English, marked lang=\"en\" on a Hindi page", async ({
  request,
}) => {
  // A file of the media library and its one description (English, as the media library keeps it).
  const seeded = (await listIn(request, '/media-presses', 'locale=en&populate=image&pagination[pageSize]=100')).body.data;
  const file = seeded
    .map((item) => (item.attributes.image as { data: { id: number; attributes: { alternativeText: string } } | null }).data)
    .find((data) => data && /^[\w ,-]+$/.test(data.attributes.alternativeText));
  expect(file).toBeDefined();
  const fileText = file!.attributes.alternativeText;
  const title = `Undescribed ${uniqueMark()}`;
  const item = await englishOnlyPressItem(request, title, { image: file!.id });
  const newest = async (path: string, check: (card: string) => boolean) => {
    let card = '';
    await secondsUntil(request, path, (html) => {
      card = /<article\b[^>]*data-testid="media-card"[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
      return check(card);
    });
    return { card, picture: cmsPictures(card)[0] };
  };
  try {
    // In English only: the whole card is English, marked, its picture with the file's text.
    const english = await newest('/hi/media', (card) => card.includes(title));
    expect(english.card).toMatch(/^<article\b[^>]*\blang="en"/);
    expect(english.picture?.alt).toBe(fileText);
    // An editor adds the Hindi version without describing the picture: the card is Hindi, unmarked,
    // and the picture's English text alone is marked.
    const hindiTitle = `बिना विवरण ${uniqueMark()}`;
    await contentManager(request, 'PUT', `collection-types/${PRESS_UID}/${item.documentId}?locale=hi`, {
      media: 'टेस्ट गज़ट',
      title: hindiTitle,
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'केवल हिंदी में।' }] }],
    });
    await contentManager(request, 'POST', `collection-types/${PRESS_UID}/${item.documentId}/actions/publish?locale=hi`);
    const hindi = await newest('/hi/media', (card) => card.includes(hindiTitle));
    expect(hindi.card).not.toMatch(/^<article\b[^>]*\blang=/);
    expect(hindi.picture).toMatchObject({ alt: fileText, lang: 'en' });
    // Then describes it in Hindi, beside the entry's other texts: the description is the alt, unmarked.
    const description = `एक चित्र ${uniqueMark()}`;
    await contentManager(request, 'PUT', `collection-types/${PRESS_UID}/${item.documentId}?locale=hi`, {
      image_alt: description,
    });
    await contentManager(request, 'POST', `collection-types/${PRESS_UID}/${item.documentId}/actions/publish?locale=hi`);
    const described = await newest('/hi/media', (card) => card.includes(description));
    expect(described.picture).toMatchObject({ alt: description, lang: undefined });
    // The English version still has the file's text; /media marks nothing.
    const onEnglish = await newest('/media', (card) => card.includes(title));
    expect(onEnglish.picture).toMatchObject({ alt: fileText, lang: undefined });
  } finally {
    await contentManager(request, 'DELETE', `collection-types/${PRESS_UID}/${item.documentId}?locale=hi`);
    await item.remove();
  }
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
