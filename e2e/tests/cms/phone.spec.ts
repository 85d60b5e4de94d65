import { expect, test } from '@playwright/test';
import { adminToken, api, APPLICANT_UID, CMS_URL, countRecordsContaining, ENQUIRY_UID, uniqueMark, uploadedResume } from './helpers';

const enquiry = { name: 'Asha Verma', email: 'asha@example.com', message: 'Please call me about chicks.' };
const application = {
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  currentWorkingLocation: 'Ambala',
  noticePeriod: '30',
  title: 'Hatchery Supervisor',
};

/** The ways people in India write one mobile number, and the one form the CMS stores. */
const written: Array<string | number> = ['98765 43210', '+91 98765 43210', '098765 43210', '+91-98765-43210', '9876543210', '919876543210', 9876543210];
const NORMAL = '+919876543210';
const refused = ['12345', '5876543210', '98765432101', '+92 98765 43210', 'call me', '', '   '];
const RULE = 'must be a 10-digit Indian mobile number; +91 or 0 in front is fine';

type ErrorBody = { error: { name: string; message: string; details: { errors: Array<{ path: string[]; message: string }> } } };

test.describe.configure({ mode: 'serial' });

test('an enquiry stores the mobile number as +91 and ten digits, however it was written', async ({ request }) => {
  for (const mobile of written) {
    const res = await request.post(api('/contact-uses'), { data: { data: { ...enquiry, mobile } } });
    expect(res.status(), `${mobile}: ${await res.text()}`).toBe(201);
    const body = (await res.json()) as { data: { attributes: Record<string, unknown> } };
    expect(body.data.attributes.mobile, String(mobile)).toBe(NORMAL);
  }
});

test('an application stores the phone number in the same form', async ({ request }) => {
  for (const phoneNumber of ['+91 98123 45678', '098123-45678', '9812345678']) {
    const res = await request.post(api('/job-applicants'), { data: { data: { ...application, resume: await uploadedResume(request), phoneNumber } } });
    expect(res.status(), `${phoneNumber}: ${await res.text()}`).toBe(201);
    const body = (await res.json()) as { data: { attributes: Record<string, unknown> } };
    expect(body.data.attributes.phoneNumber).toBe('+919812345678');
  }
});

test('a number that is not an Indian mobile is refused with a 400 naming the field; nothing is stored', async ({ request }) => {
  const mark = uniqueMark();
  const email = `${mark}@example.com`;
  for (const value of refused) {
    const res = await request.post(api('/contact-uses'), { data: { data: { ...enquiry, email, mobile: value } } });
    expect(res.status(), JSON.stringify(value)).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.name).toBe('ValidationError');
    expect(body.error.message).toBe(`mobile ${RULE}`);
    expect(body.error.details.errors).toEqual([{ path: ['mobile'], message: `mobile ${RULE}`, name: 'ValidationError' }]);

    const app = await request.post(api('/job-applicants'), { data: { data: { ...application, resume: await uploadedResume(request), email, phoneNumber: value } } });
    expect(app.status(), JSON.stringify(value)).toBe(400);
    expect(((await app.json()) as ErrorBody).error.message).toBe(`phoneNumber ${RULE}`);
  }
  expect(await countRecordsContaining(request, ENQUIRY_UID, 'email', mark)).toBe(0);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'email', mark)).toBe(0);
});

test('an editor typing a number in the admin panel gets the same rule and the same stored form', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const url = `${CMS_URL}/content-manager/collection-types/${ENQUIRY_UID}`;
  const created = await request.post(url, { headers, data: { ...enquiry, mobile: '098765 43210' } });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const record = ((await created.json()) as { data: { documentId: string; mobile: string } }).data;
  expect(record.mobile).toBe(NORMAL);
  try {
    const updated = await request.put(`${url}/${record.documentId}`, { headers, data: { ...enquiry, mobile: '+91-91234-56780' } });
    expect(updated.status(), await updated.text()).toBe(200);
    expect(((await updated.json()) as { data: { mobile: string } }).data.mobile).toBe('+919123456780');
    const bad = await request.put(`${url}/${record.documentId}`, { headers, data: { ...enquiry, mobile: '12345' } });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.message).toBe(`mobile ${RULE}`);
  } finally {
    await request.delete(`${url}/${record.documentId}`, { headers });
  }
});
