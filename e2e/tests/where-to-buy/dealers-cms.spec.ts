import { expect, test } from '@playwright/test';
import type * as CmsUserScript from '../../../scripts/cms-user.mjs';
import { adminToken, api, CMS_URL, loginToken, uniqueMark, type V4List } from '../cms/helpers';

/**
 * Dealers in the CMS (issue 52): the seed's published dealers and the group's places are read by
 * anyone, drafts by nobody without credentials; their fields are checked on every write; the
 * Sales role adds, edits and publishes them, the Editor role does not; "Become a dealer"
 * applications are created by anyone, read by Sales only.
 */

const DEALER_UID = 'api::dealer.dealer';
const APPLICATION_UID = 'api::dealer-application.dealer-application';
const cm = (uid: string, documentId = '') =>
  `${CMS_URL}/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const newDealer = (mark: string) => ({
  kind: 'dealer',
  name: `Test Poultry Store ${mark}`,
  address: 'Shop 7, Grain Market, Karnal',
  town: 'Karnal',
  district: 'karnal',
  state: 'haryana',
  pin_code: '132001',
  latitude: 29.69,
  longitude: 76.98,
  phone: '+91 90000 09999',
  whatsapp: '90000 09999',
  divisions: ['feeds', 'hatchery'],
  hours: { mon: [['09:00', '19:00']], sat: [['09:00', '13:00']] },
});

let sales: string;
let editor: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  const { createCmsUser } = (await import('../../../scripts/cms-user.mjs')) as typeof CmsUserScript;
  const mark = uniqueMark();
  const token = await adminToken(request);
  for (const role of ['sales', 'editor'] as const) {
    const user = await createCmsUser({
      cmsUrl: CMS_URL,
      role,
      email: `${role}-wtb-${mark}@example.com`,
      token,
    });
    const login = await loginToken(request, { email: user.email, password: user.password! });
    if (role === 'sales') sales = login;
    else editor = login;
  }
});

test('the seed has over 200 published dealers across the five states, and the group’s places', async ({
  request,
}) => {
  const res = await request.get(api('/dealers'), {
    params: {
      'pagination[pageSize]': 100,
      'fields[0]': 'state',
      'fields[1]': 'kind',
      'fields[2]': 'phone',
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as V4List;
  expect(body.meta.pagination.total).toBeGreaterThanOrEqual(200);
  const states = new Set<unknown>();
  const kinds = new Set<unknown>();
  for (let page = 1; page <= body.meta.pagination.pageCount; page += 1) {
    const list = (await (
      await request.get(api('/dealers'), {
        params: {
          'pagination[pageSize]': 100,
          'pagination[page]': page,
          'fields[0]': 'state',
          'fields[1]': 'kind',
        },
      })
    ).json()) as V4List;
    for (const item of list.data) {
      states.add(item.attributes.state);
      kinds.add(item.attributes.kind);
    }
  }
  expect([...states].sort()).toEqual([
    'haryana',
    'himachal-pradesh',
    'punjab',
    'rajasthan',
    'uttar-pradesh',
  ]);
  expect(kinds).toContain('facility');
  // In Hindi and Punjabi too.
  const hindi = (await (
    await request.get(api('/dealers'), { params: { locale: 'hi', 'pagination[pageSize]': 1 } })
  ).json()) as V4List;
  expect(hindi.data[0]?.attributes.name).toMatch(/\p{Script=Devanagari}/u);
});

test('drafts are not public, nor is any application', async ({ request }) => {
  expect((await request.get(api('/dealers'), { params: { status: 'draft' } })).status()).toBe(403);
  expect((await request.get(api('/dealer-applications'))).status()).toBe(403);
});

test('the Sales role adds a dealer: its fields are checked, and published it is public', async ({
  request,
}) => {
  const mark = uniqueMark();
  const headers = bearer(sales);
  for (const [field, value] of [
    ['divisions', ['feeds', 'poultry']],
    ['hours', { mon: [['19:00', '09:00']] }],
    ['phone', '12345'],
    ['pin_code', '13200'],
    ['district', 'atlantis'],
    ['latitude', 12.9],
  ] as const) {
    const refused = await request.post(cm(DEALER_UID), {
      headers,
      data: { ...newDealer(mark), [field]: value },
    });
    expect(refused.status(), field).toBe(400);
    expect(await refused.text(), field).toContain(field);
  }
  const created = await request.post(cm(DEALER_UID), { headers, data: newDealer(mark) });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as {
    data: { documentId: string; phone: string; whatsapp: string };
  };
  expect(data.phone).toBe('+919000009999');
  expect(data.whatsapp).toBe('+919000009999');
  const name = `Test Poultry Store ${mark}`;
  const find = () => request.get(api('/dealers'), { params: { 'filters[name][$eq]': name } });
  expect(((await (await find()).json()) as V4List).data, 'a draft is not public').toHaveLength(0);
  const published = await request.post(`${cm(DEALER_UID, data.documentId)}/actions/publish`, {
    headers,
    data: {},
  });
  expect(published.status(), await published.text()).toBe(200);
  expect(((await (await find()).json()) as V4List).data).toHaveLength(1);
  const edited = await request.put(cm(DEALER_UID, data.documentId), {
    headers,
    data: { address: 'Shop 8, Grain Market, Karnal' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
});

test('the Editor role does not edit dealers; Sales reads dealer applications', async ({
  request,
}) => {
  expect((await request.get(cm(DEALER_UID), { headers: bearer(editor) })).status()).toBe(403);
  const mark = uniqueMark();
  const application = {
    name: 'Ravi Kumar',
    firm: `Ravi Agro ${mark}`,
    town: 'Karnal',
    district: 'Karnal',
    pin_code: '132001',
    phone: '90000 01234',
    divisions: ['feeds'],
    language: 'hi',
  };
  const refused = await request.post(api('/dealer-applications'), {
    data: { data: { ...application, divisions: ['gold'] } },
  });
  expect(refused.status()).toBe(400);
  const sent = await request.post(api('/dealer-applications'), { data: { data: application } });
  expect([200, 201], await sent.text()).toContain(sent.status());
  const listed = await request.get(cm(APPLICATION_UID), {
    headers: bearer(sales),
    params: { page: 1, pageSize: 1, 'filters[$and][0][firm][$eq]': application.firm },
  });
  expect(listed.status()).toBe(200);
  const body = (await listed.json()) as { results: Array<{ phone: string }> };
  expect(body.results[0]?.phone).toBe('+919000001234');
  expect((await request.get(cm(APPLICATION_UID), { headers: bearer(editor) })).status()).toBe(403);
});
