import { expect, test } from '../../support/test';
import { twoFrames, watchNetwork } from '../../support/network';
import {
  adminToken,
  countRecordsContaining,
  CMS_URL,
  ENQUIRY_UID,
  uniqueMark,
  uploadedResume,
} from '../cms/helpers';

test('500 enquiries sent 25 at a time are all stored, with no 5xx', async ({ request }) => {
  test.setTimeout(180_000);
  // Other tests send enquiries at the same time: this one counts only its own.
  const mark = uniqueMark();
  const statuses: number[] = [];
  for (let batch = 0; batch < 20; batch += 1) {
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        request.post(`${CMS_URL}/api/contact-uses`, {
          data: {
            data: {
              name: `Load Tester ${batch}-${i}`,
              email: `load${batch}.${i}@example.com`,
              mobile: '9876543210',
              message: `Volume test enquiry ${mark}`,
            },
          },
        }),
      ),
    );
    statuses.push(...results.map((r) => r.status()));
  }
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 201 || s === 200).length).toBe(500);
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', mark)).toBe(500);
});

test('the CMS refuses what the client refuses: missing fields, bad e-mail, overlong text, bad mobile', async ({
  request,
}) => {
  const bad = [
    { name: '', email: 'a@example.com', mobile: '9876543210', message: 'x' },
    { name: 'A', email: 'not-an-email', mobile: '9876543210', message: 'x' },
    { name: 'A'.repeat(500), email: 'a@example.com', mobile: '9876543210', message: 'x' },
    { name: 'A', email: 'a@example.com', mobile: '9876543210', message: 'x'.repeat(10_000) },
  ];
  for (const data of bad) {
    const response = await request.post(`${CMS_URL}/api/contact-uses`, { data: { data } });
    expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
  }
  // The application's phone rule is the client's: an Indian mobile number.
  const application = {
    name: 'A',
    email: 'a@example.com',
    currentWorkingLocation: 'Ambala',
    noticePeriod: '30',
    resume: await uploadedResume(request),
    title: 'Accounts Executive',
  };
  for (const phoneNumber of ['12345', '5876543210', '98765432101', 'call me']) {
    const response = await request.post(`${CMS_URL}/api/job-applicants`, {
      data: { data: { ...application, phoneNumber } },
    });
    expect(response.status(), phoneNumber).toBe(400);
  }
  for (const phoneNumber of ['9876543210', '+919876543210', '09876543210']) {
    const response = await request.post(`${CMS_URL}/api/job-applicants`, {
      data: { data: { ...application, phoneNumber } },
    });
    expect(response.status(), phoneNumber).toBe(201);
  }
});

test('a blog post holding script tags, javascript: links and event handlers renders inert', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const hostile = {
    title: 'Hostile <script>alert("title")</script> post',
    description: '<img src=x onerror="alert(1)">',
    tab: 'Security',
    author: '<b onmouseover="alert(2)">Mallory</b>',
    content: [
      {
        type: 'paragraph',
        children: [{ type: 'text', text: '<script>window.__pwned = true; alert("x")</script>' }],
      },
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: 'https://example.com/safe',
            children: [{ type: 'text', text: 'click me' }],
          },
        ],
      },
      {
        type: 'paragraph',
        children: [{ type: 'text', text: '<img src=x onerror="window.__pwned=true">' }],
      },
      {
        type: 'heading',
        level: 2,
        children: [{ type: 'text', text: '<svg onload="window.__pwned=true">' }],
      },
    ],
  };
  // The CMS itself refuses a javascript: link (were one stored, the renderer prints it as text:
  // shared/src/ui/RichContent.test.tsx).
  const refused = await request.post(`${CMS_URL}/content-manager/collection-types/api::blog.blog`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      ...hostile,
      content: [
        {
          type: 'paragraph',
          children: [
            {
              type: 'link',
              url: 'javascript:window.__pwned=true',
              children: [{ type: 'text', text: 'x' }],
            },
          ],
        },
      ],
    },
  });
  expect(refused.status()).toBe(400);
  // Created and published, as the admin's Publish button does for a new post.
  const created = await request.post(
    `${CMS_URL}/content-manager/collection-types/api::blog.blog/actions/publish`,
    { headers: { Authorization: `Bearer ${token}` }, data: hostile },
  );
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { documentId, number: id } = (
    (await created.json()) as { data: { documentId: string; number: number } }
  ).data;
  try {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.addInitScript(() => sessionStorage.setItem('hasShownExitIntent', 'true'));
    const network = watchNetwork(page);
    await page.goto(`/blog/${id}`);
    await expect(page.locator('main h1')).toContainText(
      'Hostile <script>alert("title")</script> post',
    );
    await expect(
      page.getByText('<script>window.__pwned = true; alert("x")</script>'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /click me/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // Everything the post's markup could make the page fetch (an image whose onerror would run)
    // has come or failed, and the page has drawn after it: a script of the post's would have run.
    await network.quiet();
    await twoFrames(page);
    expect(dialogs).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
    ).toBeUndefined();
    expect(await page.locator('main script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await page.locator('main [onerror], main [onload], main [onmouseover]').count()).toBe(0);
    expect(await page.locator('main a[href^="javascript:"]').count()).toBe(0);
  } finally {
    // Other specs read the blog list; leave it as the seed made it.
    await request.delete(
      `${CMS_URL}/content-manager/collection-types/api::blog.blog/${documentId}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
  }
});
