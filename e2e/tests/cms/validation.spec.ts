import { expect, test, type APIRequestContext } from '@playwright/test';
import { api, APPLICANT_UID, applicationWithResume, countRecordsContaining, ENQUIRY_UID, sampleEnquiry, uniqueMark } from './helpers';

// Other tests send enquiries and applications at the same time: each record here carries this
// run's mark (in its name and message), and the counts are of marked records only.
const mark = uniqueMark();
const enquiry = { ...sampleEnquiry, name: `Asha ${mark}`, message: `${sampleEnquiry.message} ${mark}` };
const markedEnquiries = async (request: APIRequestContext) =>
  (await countRecordsContaining(request, ENQUIRY_UID, 'name', mark)) +
  (await countRecordsContaining(request, ENQUIRY_UID, 'message', mark));

test.describe.configure({ mode: 'serial' });

test('a valid enquiry is stored (mobile as digits or as a JSON number, stored as +91 and ten digits)', async ({ request }) => {
  const before = await markedEnquiries(request);
  const res = await request.post(api('/contact-uses'), { data: { data: enquiry } });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { data: { id: number; attributes: Record<string, unknown> } };
  expect(body.data.attributes).toMatchObject({ ...enquiry, mobile: '+919876543210' });
  const asNumber = await request.post(api('/contact-uses'), { data: { data: { ...enquiry, mobile: 9876543210 } } });
  expect(asNumber.status()).toBe(201);
  expect(((await asNumber.json()) as { data: { attributes: Record<string, unknown> } }).data.attributes.mobile).toBe('+919876543210');
  // Each stored enquiry holds the mark in its name and its message.
  expect(await markedEnquiries(request)).toBe(before + 4);
});

const badEnquiries: Array<[string, Record<string, unknown>, RegExp]> = [
  ['missing name', { email: enquiry.email, mobile: enquiry.mobile, message: enquiry.message }, /name must be defined/],
  ['blank name', { ...enquiry, name: '   ' }, /name/],
  ['missing mobile', { name: enquiry.name, email: enquiry.email, message: enquiry.message }, /mobile must be defined/],
  ['missing message', { name: enquiry.name, email: enquiry.email, mobile: enquiry.mobile }, /message must be defined/],
  ['bad e-mail', { ...enquiry, email: 'asha-at-example' }, /email must be a valid email/],
  ['letters in mobile', { ...enquiry, mobile: '98abc' }, /mobile/],
  ['unknown key', { ...enquiry, isAdmin: true }, /Invalid key isAdmin/],
  ['id key', { ...enquiry, id: 1 }, /Invalid key id/],
  ['too long name', { ...enquiry, name: 'x'.repeat(101) }, /name must be at most 100 characters/],
  ['too long message', { ...enquiry, message: 'x'.repeat(2001) }, /message must be at most 2000 characters/],
];

test('bad enquiries get a 400 with a clear message and store nothing', async ({ request }) => {
  const before = await markedEnquiries(request);
  for (const [label, data, message] of badEnquiries) {
    const res = await request.post(api('/contact-uses'), { data: { data } });
    expect(res.status(), label).toBe(400);
    const body = (await res.json()) as { error: { status: number; name: string; message: string } };
    expect(body.error.name, label).toBe('ValidationError');
    expect(body.error.message, label).toMatch(message);
  }
  const noData = await request.post(api('/contact-uses'), { data: enquiry });
  expect(noData.status()).toBe(400);
  const notJson = await request.post(api('/contact-uses'), { headers: { 'Content-Type': 'application/json' }, data: '{oops' });
  expect(notJson.status()).toBe(400);
  expect(await markedEnquiries(request)).toBe(before);
});

test('a valid application is stored; bad ones get a 400 and store nothing', async ({ request }) => {
  const application = await applicationWithResume(request, { name: `Rohit ${mark}` });
  const ok = await request.post(api('/job-applicants'), { data: { data: application } });
  expect(ok.status(), await ok.text()).toBe(201);
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(1);
  const bad: Array<[string, Record<string, unknown>]> = [
    ['missing resume', { ...application, resume: undefined }],
    ['missing phone', { ...application, phoneNumber: undefined }],
    ['missing notice period', { ...application, noticePeriod: undefined }],
    ['bad e-mail', { ...application, email: 'rohit@' }],
    ['script resume url', { ...application, resume: 'javascript:alert(1)' }],
    ['resume on another site', { ...application, resume: 'https://evil.example/phish.pdf' }],
    ['unknown key', { ...application, salary: '1 crore' }],
  ];
  for (const [label, data] of bad) {
    const res = await request.post(api('/job-applicants'), { data: { data } });
    expect(res.status(), label).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message.length, label).toBeGreaterThan(5);
  }
  expect(await countRecordsContaining(request, APPLICANT_UID, 'name', mark)).toBe(1);
});
