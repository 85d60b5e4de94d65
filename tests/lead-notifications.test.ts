/**
 * @jest-environment node
 */
/**
 * The CMS's new-lead notifications (cms/src/utils/lead-notifications.js) and its local mail
 * provider (cms/providers/email-folder), run as the CMS runs them, with Strapi replaced by the
 * few parts they use. The browser tests (e2e/tests/cms/notifications.spec.ts) cover the real CMS;
 * these cover what a running CMS cannot show: a send that hangs or throws, the log lines, and a
 * create inside a transaction that rolls back.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { readMailbox } from '../e2e/support/mail';

type Record_ = Record<string, unknown> & { id: number; documentId: string };
type Context = { uid: string; action: string; params?: unknown };
type Middleware = (context: Context, next: () => Promise<unknown>) => Promise<unknown>;
type LeadModule = { notifyNewLeads: (strapi: unknown) => Middleware };
type Provider = {
  init: (
    options: { dir?: string },
    settings: Record<string, string>,
  ) => { send: (message: Record<string, unknown>) => Promise<{ file: string }> };
};

const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
function load(): { leads: LeadModule; folder: Provider } | null {
  try {
    return {
      leads: cmsRequire('./src/utils/lead-notifications.js') as LeadModule,
      folder: cmsRequire('strapi-provider-email-folder') as Provider,
    };
  } catch {
    return null; // the CMS's dependencies are not installed (SKIP_CMS_INSTALL=1)
  }
}
const loaded = load();
const withCms = loaded ? describe : describe.skip;

const ENQUIRY = 'api::contact-us.contact-us';
const APPLICANT = 'api::job-applicant.job-applicant';

const enquiry: Record_ = {
  id: 7,
  documentId: 'k3xq0enquiry0000000000000',
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+919876543210',
  message: 'Please share the layer feed price list.',
  createdAt: '2026-11-23T04:30:00.000Z',
};
const application: Record_ = {
  id: 3,
  documentId: 'p9applicant000000000000000',
  name: 'Rohit Sharma',
  email: 'rohit@example.com',
  phoneNumber: '+919812345678',
  currentWorkingLocation: 'Ambala',
  noticePeriod: '30 days',
  // As the careers form sends it: the URL the CMS's upload answered with.
  resume: '/admin/resumes/cv_1a2b3c.pdf',
  title: 'Hatchery Supervisor',
  createdAt: '2026-11-23T04:31:00.000Z',
};
/** Personal data that must never reach a log line. */
const personal = [
  enquiry.name,
  enquiry.email,
  '9876543210',
  enquiry.message,
  application.name,
  application.email,
  '9812345678',
] as string[];

type Send = (message: Record<string, unknown>) => Promise<unknown>;

/** The parts of Strapi the notifications use. */
function fakeStrapi(send: Send, { inTransaction = false } = {}) {
  const logs: Array<{ level: string; text: string }> = [];
  const sent: Array<Record<string, unknown>> = [];
  const commitCallbacks: Array<() => void> = [];
  const config: Record<string, string> = {
    'notifications.sales': 'sales@example.com',
    'notifications.hr': 'hr@example.com',
    'admin.absoluteUrl': 'https://cms.example.com/admin',
  };
  const strapi = {
    config: { get: (key: string) => config[key] },
    log: Object.fromEntries(
      ['debug', 'info', 'warn', 'error'].map((level) => [
        level,
        (text: string) => logs.push({ level, text }),
      ]),
    ),
    plugin: () => ({
      service: () => ({
        send: (message: Record<string, unknown>) => {
          sent.push(message);
          return send(message);
        },
      }),
    }),
    db: {
      inTransaction: () => inTransaction,
      transaction: async (cb: (t: { onCommit: (fn: () => void) => void }) => unknown) =>
        cb({ onCommit: (fn) => commitCallbacks.push(fn) }),
      query: () => ({
        // Only a file the public upload route stored as a resume is one.
        findOne: async ({ where }: { where: { url: string; isResume?: boolean } }) =>
          where.url === '/admin/resumes/cv_1a2b3c.pdf' && where.isResume === true
            ? { name: 'rohit-cv.pdf', ext: '.pdf', mime: 'application/pdf', size: 182.4 }
            : null,
      }),
    },
  };
  return { strapi, logs, sent, commitCallbacks };
}

/** Time for a notification that is not coming to show up anyway (an absence cannot be awaited). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
/** Waits for a notification sent in the background: a file write can take longer on a busy machine. */
async function eventually(done: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!done()) {
    if (Date.now() - started > timeoutMs) throw new Error('The notification did not come in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-mail-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

withCms('new-lead notifications', () => {
  const { leads, folder } = loaded!;

  it('writes an enquiry to sales as one .eml file, whole, with what came in and the admin link', async () => {
    const dir = tempDir();
    const provider = folder.init({ dir }, { defaultFrom: 'Website <no-reply@example.com>' });
    const { strapi, logs } = fakeStrapi(provider.send);
    const stored = await leads.notifyNewLeads(strapi)(
      { uid: ENQUIRY, action: 'create' },
      async () => enquiry,
    );
    expect(stored).toBe(enquiry);
    await eventually(() => logs.length > 0);

    expect(fs.readdirSync(dir)).toEqual([
      expect.stringMatching(/^\d{8}T\d{9}Z-[0-9a-f]{12}\.eml$/),
    ]);
    const [mail] = readMailbox(dir);
    expect(fs.statSync(path.join(dir, mail!.file)).mode & 0o777).toBe(0o600);
    expect(mail!.headers).toMatchObject({
      from: 'Website <no-reply@example.com>',
      to: 'sales@example.com',
      'reply-to': 'asha@example.com',
      subject: 'New enquiry from Asha Verma',
    });
    expect(mail!.text).toContain('Name:     Asha Verma\n');
    expect(mail!.text).toContain('Mobile:   +91 98765 43210\n');
    expect(mail!.text).toMatch(/^Received: 23 Nov 2026, 10:00 am IST \(record 7\)$/im);
    expect(mail!.text).toContain('Message:\nPlease share the layer feed price list.\n');
    expect(mail!.text).toContain(
      'https://cms.example.com/admin/content-manager/collection-types/api::contact-us.contact-us/k3xq0enquiry0000000000000',
    );
    expect(logs).toEqual([
      {
        level: 'info',
        text: 'Lead notification: enquiry 7 (documentId k3xq0enquiry0000000000000) sent to sales',
      },
    ]);
  });

  it('sends an application to HR, saying the resume is attached without attaching it', async () => {
    const { strapi, sent } = fakeStrapi(async () => ({}));
    await leads.notifyNewLeads(strapi)(
      { uid: APPLICANT, action: 'create' },
      async () => application,
    );
    await eventually(() => sent.length > 0);
    expect(sent).toHaveLength(1);
    const [message] = sent as Array<{ to: string; subject: string; text: string; html: string }>;
    expect(message!.to).toBe('hr@example.com');
    expect(message!.subject).toBe('New job application: Hatchery Supervisor (Rohit Sharma)');
    expect(message!.text).toContain('Position:         Hatchery Supervisor\n');
    expect(message!.text).toContain('Current location: Ambala\n');
    expect(message!.text).toContain('Notice period:    30 days\n');
    expect(message!.text).toContain(
      'Resume:           attached (rohit-cv.pdf, PDF, 182 KB); open it from the application in the admin panel\n',
    );
    expect(message).not.toHaveProperty('attachments');
  });

  it('escapes what visitors typed in the HTML part, and keeps line breaks out of the subject', async () => {
    const { strapi, sent } = fakeStrapi(async () => ({}));
    const hostile = {
      ...enquiry,
      name: 'Asha\r\nBcc: all@example.com',
      message: '<img src=x onerror=alert(1)>',
    };
    await leads.notifyNewLeads(strapi)({ uid: ENQUIRY, action: 'create' }, async () => hostile);
    await eventually(() => sent.length > 0);
    const [message] = sent as Array<{ subject: string; html: string }>;
    expect(message!.subject).toBe('New enquiry from Asha Bcc: all@example.com');
    expect(message!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(message!.html).not.toContain('<img');
  });

  it('answers the visitor without waiting for the mail server', async () => {
    const { strapi, sent } = fakeStrapi(() => new Promise(() => {})); // a server that never answers
    const started = Date.now();
    await expect(
      leads.notifyNewLeads(strapi)({ uid: ENQUIRY, action: 'create' }, async () => enquiry),
    ).resolves.toBe(enquiry);
    expect(Date.now() - started).toBeLessThan(100);
    await eventually(() => sent.length > 0);
    expect(sent).toHaveLength(1);
  });

  it('keeps the submission when sending fails, and logs the record id without personal data', async () => {
    // The real provider, its folder replaced by a file: the write fails as a full disk would.
    const dir = tempDir();
    const notAFolder = path.join(dir, 'mail');
    fs.writeFileSync(notAFolder, '');
    const provider = folder.init({ dir: notAFolder }, {});
    const smtpRefusal = Object.assign(
      new Error('Mailbox unavailable: <asha@example.com> rejected for Asha Verma'),
      { code: 'EENVELOPE' },
    );
    for (const send of [provider.send, () => Promise.reject(smtpRefusal)]) {
      const { strapi, logs } = fakeStrapi(send);
      const stored = await leads.notifyNewLeads(strapi)(
        { uid: ENQUIRY, action: 'create' },
        async () => enquiry,
      );
      expect(stored).toBe(enquiry);
      await eventually(() => logs.length > 0);
      expect(logs).toHaveLength(1);
      expect(logs[0]!.level).toBe('error');
      expect(logs[0]!.text).toMatch(
        /^Lead notification: enquiry 7 \(documentId k3xq0enquiry0000000000000\) is stored, but the e-mail to sales failed: E[A-Z]+: /,
      );
      // A server's refusal quoting the visitor's name and address loses both.
      expect(logs[0]!.text).not.toContain('@example.com');
      for (const value of personal) expect(logs[0]!.text).not.toContain(value);
    }
    expect(fs.readdirSync(dir)).toEqual(['mail']);
  });

  it('sends nothing for a create that failed, an update, or another content type', async () => {
    const { strapi, sent } = fakeStrapi(async () => ({}));
    const middleware = leads.notifyNewLeads(strapi);
    const refused = new Error('mobile must be an Indian mobile number');
    await expect(
      middleware({ uid: ENQUIRY, action: 'create' }, () => Promise.reject(refused)),
    ).rejects.toBe(refused);
    await middleware({ uid: ENQUIRY, action: 'update' }, async () => enquiry);
    await middleware({ uid: 'api::faq.faq', action: 'create' }, async () => ({
      id: 1,
      documentId: 'faq',
    }));
    await settle();
    expect(sent).toHaveLength(0);
  });

  it('inside a transaction, waits for its commit (nothing is sent for a rolled-back create)', async () => {
    const { strapi, sent, commitCallbacks } = fakeStrapi(async () => ({}), {
      inTransaction: true,
    });
    await leads.notifyNewLeads(strapi)({ uid: ENQUIRY, action: 'create' }, async () => enquiry);
    await settle();
    expect(sent).toHaveLength(0);
    expect(commitCallbacks).toHaveLength(1);
    commitCallbacks[0]!();
    await eventually(() => sent.length > 0);
    expect(sent).toHaveLength(1);
  });
});
