'use strict';

/**
 * New leads reach the people who act on them: an enquiry from the contact form is e-mailed to
 * sales, a job application to HR (addresses in config/notifications.js, transport in
 * config/plugins.js). The message says what came in and links to the record in the admin panel;
 * an application's resume is never attached (HR opens it from the record).
 *
 * Sending happens after the record is stored and never holds up or fails the visitor's
 * submission: a mail server that is slow or down costs the visitor nothing, and a failure is
 * logged with the record's id, the record staying stored. Logs never carry the visitor's name,
 * address, number or message.
 */

const { findUploadedResume } = require('./resume-file');
const { languageName } = require('../locales');

const LEADS = {
  'api::contact-us.contact-us': { kind: 'enquiry', team: 'sales', compose: composeEnquiry },
  'api::job-applicant.job-applicant': { kind: 'application', team: 'hr', compose: composeApplication },
  'api::dealer-application.dealer-application': {
    kind: 'dealer application',
    team: 'sales',
    compose: composeDealerApplication,
  },
};

const TIME_ZONE = 'Asia/Kolkata';

/**
 * Document Service middleware: after a create of an enquiry or an application has succeeded,
 * queues its notification. From the public API and the admin panel alike, since either way a
 * team has a new lead to follow up.
 */
function notifyNewLeads(strapi) {
  return async (context, next) => {
    const result = await next();
    if (context.action === 'create' && LEADS[context.uid] && result && result.documentId) {
      await afterCommit(strapi, () => sendLeadNotification(strapi, context.uid, result));
    }
    return result;
  };
}

/**
 * Runs `task` once the record is really stored: at once (on the next turn, so the answer to the
 * visitor goes out first) when the create committed its own transaction, or when an enclosing
 * transaction commits (and never if it rolls back). `task` must not throw.
 */
async function afterCommit(strapi, task) {
  const later = () => {
    setImmediate(task);
  };
  if (strapi.db && typeof strapi.db.inTransaction === 'function' && strapi.db.inTransaction()) {
    // A nested transaction shares the enclosing one's commit callbacks.
    await strapi.db.transaction(({ onCommit }) => onCommit(later));
  } else {
    later();
  }
}

/** Sends the notification of one stored record; resolves in every case. */
async function sendLeadNotification(strapi, uid, record) {
  const lead = LEADS[uid];
  const ref = `${lead.kind} ${record.id} (documentId ${record.documentId})`;
  try {
    const to = strapi.config.get(`notifications.${lead.team}`);
    if (!to) throw new Error(`no address for ${lead.team} (config/notifications.js)`);
    const adminUrl = recordAdminUrl(strapi, uid, record.documentId);
    const message = await lead.compose(record, { adminUrl, strapi });
    await strapi
      .plugin('email')
      .service('email')
      .send({ to, replyTo: isPlainAddress(record.email) ? record.email : undefined, ...message });
    strapi.log.info(`Lead notification: ${ref} sent to ${lead.team}`);
  } catch (err) {
    strapi.log.error(
      `Lead notification: ${ref} is stored, but the e-mail to ${lead.team} failed: ${describeError(err, record)}`,
    );
  }
}

/** The record's page in the admin panel (PUBLIC_URL and the admin's own URL respected). */
function recordAdminUrl(strapi, uid, documentId) {
  const admin = String(strapi.config.get('admin.absoluteUrl') || '').replace(/\/+$/, '');
  return `${admin}/content-manager/collection-types/${uid}/${encodeURIComponent(documentId)}`;
}

function composeEnquiry(record, { adminUrl }) {
  const name = oneLine(record.name);
  const rows = [
    ['Name', name],
    ['E-mail', oneLine(record.email)],
    ['Mobile', formatMobile(record.mobile)],
    // The language of the page it was sent from: the one to answer in.
    ['Language', languageName(record.language)],
    ['Received', received(record)],
  ];
  return compose({
    subject: `New enquiry from ${name}`,
    intro: 'A new enquiry came in through the website.',
    rows,
    longText: { label: 'Message', text: String(record.message || '') },
    adminUrl,
    adminLabel: 'Open the enquiry in the admin panel',
    outro: `Reply to this e-mail to answer ${name} directly.`,
  });
}

async function composeApplication(record, { adminUrl, strapi }) {
  const name = oneLine(record.name);
  const position = oneLine(record.title);
  const rows = [
    ['Position', position],
    ['Name', name],
    ['E-mail', oneLine(record.email)],
    ['Mobile', formatMobile(record.phoneNumber)],
    ['Current location', oneLine(record.currentWorkingLocation)],
    ['Notice period', oneLine(record.noticePeriod)],
    ['Resume', await describeResume(strapi, record.resume)],
    ['Language', languageName(record.language)],
    ['Received', received(record)],
  ];
  return compose({
    subject: `New job application: ${position} (${name})`,
    intro: 'A new job application came in through the careers page.',
    rows,
    adminUrl,
    adminLabel: 'Open the application (and its resume) in the admin panel',
    outro: `Reply to this e-mail to answer ${name} directly.`,
  });
}

/** "Become a dealer" (issue 52): who, which firm, where, and the divisions they would sell. */
function composeDealerApplication(record, { adminUrl }) {
  const name = oneLine(record.name);
  const firm = oneLine(record.firm);
  const divisions = Array.isArray(record.divisions) ? record.divisions.map(oneLine).join(', ') : '';
  const rows = [
    ['Name', name],
    ['Firm', firm],
    ['Mobile', formatMobile(record.phone)],
    ['Town', oneLine(record.town)],
    ['District', oneLine(record.district)],
    ['PIN code', oneLine(record.pin_code)],
    ['Divisions', divisions],
    ['Language', languageName(record.language)],
    ['Received', received(record)],
  ];
  return compose({
    subject: `New dealer application: ${firm} (${name})`,
    intro: 'Someone applied to become a dealer through the Where to buy page.',
    rows,
    adminUrl,
    adminLabel: 'Open the application in the admin panel',
    outro: `Call ${name} on the number above to answer.`,
  });
}

/**
 * Whether the application's resume is a file uploaded with it (the careers form uploads it to
 * the media library first), and which one. Only its description goes in the message.
 */
async function describeResume(strapi, resume) {
  if (!resume) return 'none';
  const file = await findUploadedResume(strapi, resume);
  // Applications are accepted only with a resume uploaded here; one stored before that rule may not be.
  if (!file) return 'not in the media library (see the application in the admin panel)';
  const kind = String(file.ext || '').replace(/^\./, '').toUpperCase() || file.mime || 'file';
  // Strapi records sizes in KB.
  const size = typeof file.size === 'number' ? `, ${formatSize(file.size)}` : '';
  return `attached (${oneLine(file.name)}, ${kind}${size}); open it from the application in the admin panel`;
}

function formatSize(kb) {
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kb))} KB`;
}

/** One plain-text and one HTML part with the same content. */
function compose({ subject, intro, rows, longText, adminUrl, adminLabel, outro }) {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    ...(longText ? ['', `${longText.label}:`, longText.text] : []),
    '',
    `${adminLabel}:`,
    adminUrl,
    '',
    outro,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table cellpadding="4" cellspacing="0">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    ...(longText
      ? [
          `<p><strong>${escapeHtml(longText.label)}:</strong></p>`,
          `<p style="white-space:pre-wrap">${escapeHtml(longText.text)}</p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(adminUrl)}">${escapeHtml(adminLabel)}</a></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: oneLine(subject), text, html };
}

function received(record) {
  const when = record.createdAt ? new Date(record.createdAt) : new Date();
  const time = new Intl.DateTimeFormat('en-IN', {
    timeZone: TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(when);
  return `${time} IST (record ${record.id})`;
}

/** +91XXXXXXXXXX (the stored form, see phone-fields.js) as "+91 98765 43210". */
function formatMobile(value) {
  const m = /^\+91(\d{5})(\d{5})$/.exec(String(value || ''));
  return m ? `+91 ${m[1]} ${m[2]}` : oneLine(value);
}

/** Header-safe text: no line breaks or other control characters. */
function oneLine(value) {
  return String(value == null ? '' : value)
    .replace(/[\u0000-\u001F\u007F]+/g, ' ')
    .trim();
}

/** A bare address that can be a Reply-To as it is (the schema has already checked it). */
function isPlainAddress(value) {
  return typeof value === 'string' && /^[^\s<>",;]+@[^\s<>",;]+$/.test(value);
}

function escapeHtml(value) {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );
}

/** Fields Strapi sets itself, which hold nothing the visitor gave. */
const SYSTEM_FIELDS = new Set(['documentId', 'createdAt', 'updatedAt', 'publishedAt', 'locale']);

/**
 * The error's code and message, fit for the log: a mail server's refusal may quote the message
 * or its envelope (the visitor's address is the Reply-To), so every e-mail address and every
 * value the visitor gave is taken out.
 */
function describeError(err, record = {}) {
  const code = err && (err.code || err.name);
  let message = String((err && err.message) || err);
  const given = Object.entries(record)
    .filter(([key, value]) => typeof value === 'string' && value.length >= 3 && !SYSTEM_FIELDS.has(key))
    .map(([, value]) => value);
  // Numbers as the visitor may have written them too: the stored +91 form and the ten digits.
  for (const value of [...given, ...given.map((v) => (/^\+91\d{10}$/.test(v) ? v.slice(3) : ''))]) {
    if (value) message = message.split(value).join('<redacted>');
  }
  message = message
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '<address>')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
  return code && !message.startsWith(code) ? `${code}: ${message}` : message;
}

module.exports = {
  LEADS,
  notifyNewLeads,
  sendLeadNotification,
  recordAdminUrl,
  composeEnquiry,
  composeApplication,
  describeError,
};
