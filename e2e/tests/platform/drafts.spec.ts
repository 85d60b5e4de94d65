import type { APIRequestContext } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import { expect, test } from '../../support/test';
import { adminToken, api, CMS_URL, contentManager, logInToAdmin } from '../cms/helpers';
import { secondsUntil } from '../../support/change-budget';

/** The CMS's preview links (CommonJS): how long they are good, and one made at another time. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const cms = require('../../../cms/src/utils/preview-url.js') as {
  PREVIEW_LINK_SECONDS: number;
  previewToken: (secret: string, pagePath: string, now?: number) => string;
};

/**
 * The editors' workflow: what an editor saves is a draft, invisible to visitors, the public API
 * and the sitemap, until it is published; publishing and unpublishing reach the site within
 * seconds; the admin's Preview shows the draft on the real site, and only with its signature.
 */

type Post = { documentId: string; number: number; firstPublishedAt?: string | null };
const BLOG = 'collection-types/api::blog.blog';

async function draftPost(request: APIRequestContext, title: string): Promise<Post> {
  const created = (await contentManager(request, 'POST', BLOG, {
    title,
    description: 'Written by an editor, not yet published.',
    tab: 'Drafts',
    content: [{ type: 'paragraph', children: [{ type: 'text', text: `${title}: the body.` }] }],
  })) as { data: Post };
  return created.data;
}

/** The address the admin's Preview button opens for a document (Strapi's preview endpoint). */
async function previewUrlOf(request: APIRequestContext, uid: string, documentId: string) {
  const body = (await contentManager(
    request,
    'GET',
    `preview/url/${uid}?documentId=${documentId}&status=draft`,
  )) as { data: { url: string } };
  return new URL(body.data.url);
}

test.describe.configure({ mode: 'serial' });

test('a draft is hidden from the public API, the site and the sitemap; published it shows within 5 s, unpublished it is gone within 5 s', async ({
  request,
}) => {
  const title = `Draft post ${Date.now()}`;
  const post = await draftPost(request, title);
  const path = `/blog/${post.number}`;
  try {
    expect(post.number).toBeGreaterThan(0);
    // The public API: not in the list, not by its number, and drafts cannot be asked for.
    const list = (await (await request.get(api('/blogs?pagination[pageSize]=100'))).json()) as {
      data: { attributes: { title: string } }[];
    };
    expect(list.data.map((b) => b.attributes.title)).not.toContain(title);
    expect((await request.get(api(`/blogs/${post.number}`))).status()).toBe(404);
    for (const query of ['status=draft', 'publicationState=preview']) {
      const asked = await request.get(api(`/blogs?${query}`));
      expect(asked.status(), query).toBe(403);
      expect(await asked.text()).not.toContain(title);
    }
    // The site and its sitemap.
    const hidden = await request.get(path);
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).not.toContain(title);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${path}</loc>`);

    await contentManager(request, 'POST', `${BLOG}/${post.documentId}/actions/publish`);
    const shown = await secondsUntil(
      request,
      path,
      (html, status) => status === 200 && new RegExp(`<h1[^>]*>${title}</h1>`).test(html),
    );
    await secondsUntil(request, '/sitemap.xml', (xml) => xml.includes(`${path}</loc>`));
    console.log(`published post served in ${shown.toFixed(2)} s`);

    // Edited and published again: same address, same publication date.
    const first = (await (await request.get(api(`/blogs/${post.number}`))).json()) as {
      data: { attributes: { firstPublishedAt: string } };
    };
    await contentManager(request, 'PUT', `${BLOG}/${post.documentId}`, {
      title: `${title} (edited)`,
    });
    await contentManager(request, 'POST', `${BLOG}/${post.documentId}/actions/publish`);
    await secondsUntil(request, path, (html) => html.includes(`${title} (edited)`));
    const again = (await (await request.get(api(`/blogs/${post.number}`))).json()) as {
      data: { attributes: { number: number; firstPublishedAt: string } };
    };
    expect(again.data.attributes.number).toBe(post.number);
    expect(again.data.attributes.firstPublishedAt).toBe(first.data.attributes.firstPublishedAt);

    await contentManager(request, 'POST', `${BLOG}/${post.documentId}/actions/unpublish`);
    const gone = await secondsUntil(request, path, (_html, status) => status === 404);
    await secondsUntil(request, '/sitemap.xml', (xml) => !xml.includes(`${path}</loc>`));
    console.log(`unpublished post gone in ${gone.toFixed(2)} s`);
  } finally {
    await contentManager(request, 'DELETE', `${BLOG}/${post.documentId}`);
  }
});

test("the admin's Preview shows the draft on the real site, never cached or indexed; without its signature nothing of it", async ({
  page,
  request,
}) => {
  const title = `Previewed post ${Date.now()}`;
  const post = await draftPost(request, title);
  const path = `/blog/${post.number}`;
  try {
    const url = await previewUrlOf(request, 'api::blog.blog', post.documentId);
    expect(url.pathname).toBe(path);
    const signature = url.searchParams.get('preview') ?? '';
    expect(signature.length).toBeGreaterThan(20);

    const response = await request.get(`${path}?preview=${signature}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain('Preview: drafts as they will look once published.');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('content="index, follow"');
    expect(html).not.toContain('rel="canonical"');
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain(
      `frame-ancestors 'self' ${new URL(CMS_URL).origin}`,
    );

    // The link says when it was made and until when it is good (an hour), both signed.
    const [issued = '', expires = '', hmac = ''] = signature.split('.');
    expect(Number(expires) - Number(issued)).toBe(cms.PREVIEW_LINK_SECONDS);
    expect(Math.abs(Number(issued) * 1000 - Date.now())).toBeLessThan(60_000);
    // An expired link, though signed by the CMS's secret.
    const expired = cms.previewToken(
      process.env.E2E_PREVIEW_SECRET ?? '',
      path,
      Date.now() - (cms.PREVIEW_LINK_SECONDS + 60) * 1000,
    );
    // Without the signature, with a wrong one, with one made for another page, an expired one,
    // one whose expiry was moved on, or the path-only signature links used to carry: nothing.
    const refusals = [
      await request.get(path),
      await request.get(`${path}?preview=`),
      await request.get(`${path}?preview=${signature.slice(0, -2)}xx`),
      await request.get(`/blog/${post.number + 1000}?preview=${signature}`),
      await request.get(`${path}?preview=${expired}`),
      await request.get(`${path}?preview=${issued}.${Number(expires) + 86_400}.${hmac}`),
      await request.get(`${path}?preview=${hmac}`),
    ];
    expect(refusals.map((r) => r.status())).toEqual([404, 403, 403, 403, 403, 403, 403]);
    expect(await refusals[4]!.text()).toContain('This preview link has expired.');
    for (const refused of refusals) expect(await refused.text()).not.toContain(title);
    // The preview left nothing behind for visitors.
    expect((await request.get(path)).status()).toBe(404);

    // In the browser, as the editor sees it: the page starts, with no error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url.pathname + url.search);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.getByRole('status').first()).toContainText('Preview');
    await expect(page.getByText(`${title}: the body.`)).toBeVisible();
    await expect(page.getByTestId('article-date')).toHaveText('Not published yet');
    expect(errors).toEqual([]);
    if (process.env.SHOTS)
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${process.env.SHOTS}/preview-${width}.png` });
      }
  } finally {
    await contentManager(request, 'DELETE', `${BLOG}/${post.documentId}`);
  }
});

test('a preview of an edited FAQ shows the draft on its division page while visitors keep the published one', async ({
  request,
}) => {
  const FAQ = 'collection-types/api::faq.faq';
  const list = (await contentManager(
    request,
    'GET',
    `${FAQ}?filters[section][$eq]=feeds&pageSize=1`,
  )) as {
    results: { documentId: string; title: string }[];
  };
  const faq = list.results[0];
  if (!faq) throw new Error('no feeds FAQ seeded');
  const draftTitle = `A question still in draft ${Date.now()}?`;
  await contentManager(request, 'PUT', `${FAQ}/${faq.documentId}`, { title: draftTitle });
  try {
    const url = await previewUrlOf(request, 'api::faq.faq', faq.documentId);
    expect(url.pathname).toBe('/feeds');
    const preview = await (await request.get(url.pathname + url.search)).text();
    expect(preview).toContain(draftTitle);
    expect(preview).not.toContain(faq.title);
    // Whatever the site renders meanwhile comes from what is published: given the time a change
    // takes to reach the site (a time: a draft's save may or may not send the site a change).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const visitors = await (await request.get('/feeds')).text();
    expect(visitors).toContain(faq.title);
    expect(visitors).not.toContain(draftTitle);
  } finally {
    // Back to the published version.
    await contentManager(request, 'POST', `${FAQ}/${faq.documentId}/actions/discard`);
  }
});

test('an editor writes a post in the admin, previews it on the site, publishes it and sees it live', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
  const editor = await createCmsUser({
    cmsUrl: CMS_URL,
    role: 'editor',
    email: `editor-${Date.now()}@example.com`,
    firstname: 'Meera',
    token: await adminToken(request),
  });
  const title = `Written in the admin ${Date.now()}`;
  let documentId = '';
  try {
    await logInToAdmin(page, editor.email, editor.password!);
    await expect(page.getByRole('heading', { name: /Hello Meera/ })).toBeVisible({
      timeout: 30_000,
    });

    await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::blog.blog/create`);
    // The admin builds its form as its settings arrive: text typed before that may be cleared
    // under the editor's hands. Typed until it holds.
    const titleBox = page.getByRole('textbox', { name: /^title/ });
    const descriptionBox = page.getByRole('textbox', { name: /^description/ });
    await expect(async () => {
      await titleBox.fill(title);
      await descriptionBox.fill('Written by an editor.');
      await expect(titleBox).toHaveValue(title, { timeout: 1000 });
      await expect(descriptionBox).toHaveValue('Written by an editor.', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/api::blog\.blog\/[a-z0-9]{20,}/, { timeout: 15_000 });
    documentId = /api::blog\.blog\/([a-z0-9]+)/.exec(page.url())?.[1] ?? '';

    // Saved, it is a draft, with what was typed: visitors do not have it.
    const post = (await contentManager(request, 'GET', `${BLOG}/${documentId}`)) as {
      data: Post & { title?: string };
    };
    expect(post.data.title, 'the draft as typed').toBe(title);
    const path = `/blog/${post.data.number}`;
    expect((await request.get(path)).status()).toBe(404);

    // The Preview shows the draft, rendered by the site, inside the admin.
    await page.getByRole('link', { name: /Open preview/ }).click();
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('main h1')).toHaveText(title, { timeout: 15_000 });
    await expect(frame.getByRole('status').first()).toContainText('Preview');
    // Not a check: `SHOTS=/tmp/shots` saves the admin's preview to look at.
    if (process.env.SHOTS)
      await page.screenshot({ path: `${process.env.SHOTS}/admin-preview.png` });
    await page.goBack();

    await page.getByRole('button', { name: 'Publish' }).click();
    const seconds = await secondsUntil(
      request,
      path,
      (html, status) => status === 200 && html.includes(title),
    );
    console.log(`published from the admin, served in ${seconds.toFixed(2)} s`);
  } finally {
    if (documentId) await contentManager(request, 'DELETE', `${BLOG}/${documentId}`);
  }
});

test("a deleted article's number is never given to another one", async ({ request }) => {
  const first = await draftPost(request, `Short-lived ${Date.now()}`);
  await contentManager(request, 'DELETE', `${BLOG}/${first.documentId}`);
  const second = await draftPost(request, `Next one ${Date.now()}`);
  try {
    expect(second.number).toBeGreaterThan(first.number);
  } finally {
    await contentManager(request, 'DELETE', `${BLOG}/${second.documentId}`);
  }
});
