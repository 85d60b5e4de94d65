import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, CMS_URL } from '../cms/helpers';

/** Skip the exit-intent popup so it never covers what a test clicks. */
export async function noExitIntent(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
}

/** Stored records of a content type whose `field` equals `value`, read as the local admin. */
export async function findRecords(
  request: APIRequestContext,
  uid: string,
  field: string,
  value: string,
): Promise<Array<Record<string, unknown>>> {
  const res = await request.get(`${CMS_URL}/content-manager/collection-types/${uid}`, {
    params: { page: 1, pageSize: 50, [`filters[$and][0][${field}][$eq]`]: value },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { results: Array<Record<string, unknown>> };
  return body.results;
}

/** A small file the CMS accepts as a PDF (its type is detected from the content). */
export const pdfResume = (size = 400) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size, 0x20), Buffer.from('\n%%EOF\n')]);

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
