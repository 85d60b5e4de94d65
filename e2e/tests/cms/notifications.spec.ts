/**
 * New leads are e-mailed to the team that follows them up (cms/src/utils/lead-notifications.js):
 * enquiries to sales, job applications to HR. The CMS under test has no SMTP server, so it writes
 * each message as an .eml file into E2E_MAIL_DIR (set by the global setup), which these tests read.
 * An enquiry sent from a Hindi page is stored as Hindi and its e-mail says so.
 */
import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { mailsContaining, type Mail } from '../../support/mail';
import {
  adminToken,
  api,
  APPLICANT_UID,
  CMS_URL,
  countRecordsContaining,
  ENQUIRY_UID,
  sampleApplication,
  sampleEnquiry,
  uniqueMark,
} from './helpers';

const MAIL_DIR = process.env.E2E_MAIL_DIR ?? '';
const SALES = 'sales@example.com';
const HR = 'hr@example.com';

// The mailbox is swapped for a file in the last test: keep this file's tests in order, on one worker,
// and every test that reads the mailbox in this file (another file's test, on another worker, would
// find a file where the folder was).
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  expect(MAIL_DIR, 'E2E_MAIL_DIR is set by e2e/support/global-setup.ts').not.toBe('');
});

/** Waits for the message about the record marked `mark`, then checks no second one follows. */
async function theOneMailAbout(mark: string): Promise<Mail> {
  await expect.poll(() => mailsContaining(MAIL_DIR, mark).length, { timeout: 10_000 }).toBe(1);
  // A second one would follow within a second: a time, not a wait for an event (nothing tells
  // that the CMS will send no more).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const mails = mailsContaining(MAIL_DIR, mark);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

const adminLink = (uid: string, documentId: string) =>
  `${CMS_URL}/admin/content-manager/collection-types/${uid}/${documentId}`;

/** The record behind an admin link, read through the admin API (what the admin page shows). */
async function recordBehind(request: APIRequestContext, uid: string, documentId: string) {
  const res = await request.get(
    `${CMS_URL}/content-manager/collection-types/${uid}/${documentId}`,
    {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** The value of the message's "Label:   value" line. */
const field = (mail: Mail, label: string) =>
  new RegExp(`^${label}: +(.*)$`, 'm').exec(mail.text)?.[1];

/** What a create answers (the v4 shape, with Strapi 5's documentId beside the id). */
type Created = { data: { id: number; documentId: string } };

test('a new enquiry is e-mailed to sales, once, with what came in and a link to it in the admin', async ({
  request,
}) => {
  const mark = uniqueMark();
  const enquiry = {
    ...sampleEnquiry,
    message: `Please share the layer feed price list for 5,000 birds. (${mark})`,
  };
  const res = await request.post(api('/contact-uses'), { data: { data: enquiry } });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as Created;

  const mail = await theOneMailAbout(mark);
  expect(mail.headers.to).toBe(SALES);
  expect(mail.headers['reply-to']).toBe(sampleEnquiry.email);
  expect(mail.headers.subject).toBe(`New enquiry from ${sampleEnquiry.name}`);
  expect(field(mail, 'Name')).toBe(sampleEnquiry.name);
  expect(field(mail, 'E-mail')).toBe(sampleEnquiry.email);
  expect(field(mail, 'Mobile')).toBe('+91 98765 43210');
  expect(field(mail, 'Received')).toMatch(new RegExp(`IST \\(record ${created.data.id}\\)$`));
  expect(mail.text).toContain(`Message:\n${enquiry.message}\n`);
  const link = adminLink(ENQUIRY_UID, created.data.documentId);
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
  // The link leads to this enquiry.
  const record = await recordBehind(request, ENQUIRY_UID, created.data.documentId);
  expect(record.message).toBe(enquiry.message);
  expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
  // Nothing about it went to HR.
  expect(mailsContaining(MAIL_DIR, mark).filter((m) => m.headers.to?.includes(HR))).toHaveLength(0);
});

test('a new application is e-mailed to HR, once: the position, the applicant and the resume, not attached', async ({
  request,
}) => {
  const mark = uniqueMark();
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(2048, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);
  const upload = await request.post(api('/upload'), {
    multipart: { files: { name: 'rohit-sharma-cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [file] = (await upload.json()) as Array<{ url: string }>;
  const application = {
    ...sampleApplication,
    title: `Hatchery Supervisor ${mark}`,
    // As the careers form sends it: the uploaded file's address as the CMS answered it.
    resume: file!.url,
  };
  const res = await request.post(api('/job-applicants'), { data: { data: application } });
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()) as Created;

  const mail = await theOneMailAbout(mark);
  expect(mail.headers.to).toBe(HR);
  expect(mail.headers['reply-to']).toBe(sampleApplication.email);
  expect(mail.headers.subject).toBe(
    `New job application: ${application.title} (${sampleApplication.name})`,
  );
  expect(field(mail, 'Position')).toBe(application.title);
  expect(field(mail, 'Name')).toBe(sampleApplication.name);
  expect(field(mail, 'E-mail')).toBe(sampleApplication.email);
  expect(field(mail, 'Mobile')).toBe('+91 98123 45678');
  expect(field(mail, 'Current location')).toBe(sampleApplication.currentWorkingLocation);
  expect(field(mail, 'Notice period')).toBe(sampleApplication.noticePeriod);
  expect(field(mail, 'Resume')).toMatch(/^attached \(rohit-sharma-cv\.pdf, PDF, \d+ KB\)/);
  const link = adminLink(APPLICANT_UID, created.data.documentId);
  expect(mail.text).toContain(link);
  expect((await recordBehind(request, APPLICANT_UID, created.data.documentId)).title).toBe(
    application.title,
  );
  // HR opens the resume in the admin: the message carries no file.
  expect(mail.parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
  expect(mail.parts.filter((p) => p.disposition === 'attachment')).toHaveLength(0);
  expect(mailsContaining(MAIL_DIR, mark).filter((m) => m.headers.to?.includes(SALES))).toHaveLength(
    0,
  );
});

test('an application whose resume is a link, not an uploaded resume, is refused and mails nobody', async ({
  request,
}) => {
  const mark = uniqueMark();
  const application = {
    ...sampleApplication,
    title: `Accounts Executive ${mark}`,
    resume: 'https://files.example.com/cv.pdf',
  };
  const res = await request.post(api('/job-applicants'), { data: { data: application } });
  expect(res.status(), await res.text()).toBe(400);
  // Nothing was stored, so nothing is sent (given a moment, as a send would have been written: a
  // time, as nothing tells that a mail will not come).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(mailsContaining(MAIL_DIR, mark)).toHaveLength(0);
});

test('an enquiry posted without script from /hi/contact-us is stored as Hindi, and the e-mail to sales says so', async ({
  request,
}) => {
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
  expect((await theOneMailAbout(mark)).text).toMatch(/^Language: +Hindi \(hi\)$/m);
  // A language the site does not have is refused by name, nothing stored.
  const refused = await request.post(api('/contact-uses'), {
    data: { data: { ...sampleEnquiry, message: `${sampleEnquiry.message} ${mark}x`, language: 'HI' } },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/^language/);
});

test('when mail cannot be sent, the enquiry is still taken and stored, and mail works again after', async ({
  request,
}) => {
  // The mailbox folder replaced by a plain file: every send fails (even for root, unlike permissions).
  const away = `${MAIL_DIR}.away`;
  const hadFolder = fs.existsSync(MAIL_DIR);
  if (hadFolder) fs.renameSync(MAIL_DIR, away);
  fs.writeFileSync(MAIL_DIR, 'not a folder');
  const lost = uniqueMark();
  try {
    const res = await request.post(api('/contact-uses'), {
      data: { data: { ...sampleEnquiry, message: `Failing mail (${lost})` } },
    });
    expect(res.status(), await res.text()).toBe(201);
    expect(await countRecordsContaining(request, ENQUIRY_UID, 'message', lost)).toBe(1);
    // Give the failed send time to happen before the folder comes back: a time, as a send that
    // fails leaves nothing the test can see.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  } finally {
    fs.rmSync(MAIL_DIR, { force: true });
    if (hadFolder) fs.renameSync(away, MAIL_DIR);
  }
  expect(mailsContaining(MAIL_DIR, lost)).toHaveLength(0);

  const next = uniqueMark();
  const res = await request.post(api('/contact-uses'), {
    data: { data: { ...sampleEnquiry, message: `Mail is back (${next})` } },
  });
  expect(res.status()).toBe(201);
  expect((await theOneMailAbout(next)).headers.to).toBe(SALES);
});
