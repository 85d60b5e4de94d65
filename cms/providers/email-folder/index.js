'use strict';

/**
 * Strapi e-mail provider that delivers into a folder instead of a mail server: each message
 * becomes one RFC 5322 file (`<time>-<random>.eml`), the very bytes an SMTP server would have
 * received (nodemailer composes them, as it does for the SMTP provider). Any mail client opens
 * the files, and tests read them.
 *
 * Used by config/plugins.js when no SMTP server is configured, e.g.
 *   email: { config: { provider: 'strapi-provider-email-folder', providerOptions: { dir } } }
 *
 * A file appears whole or not at all: it is written under a hidden temporary name in the same
 * folder and renamed into place, so a reader never sees half a message. Messages hold
 * visitors' personal data, so files are readable by their owner only.
 */
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const nodemailer = require('nodemailer');

function init(providerOptions = {}, settings = {}) {
  const dir = providerOptions.dir;
  if (typeof dir !== 'string' || !dir) {
    throw new Error('strapi-provider-email-folder: providerOptions.dir (the mail folder) is required');
  }
  // Composes the message and hands it back as a Buffer; nothing leaves the machine.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  return {
    async send(options) {
      const { from, replyTo, ...rest } = options;
      const info = await composer.sendMail({
        ...rest,
        from: from || settings.defaultFrom,
        replyTo: replyTo || settings.defaultReplyTo,
      });
      await fs.promises.mkdir(dir, { recursive: true });
      // Sortable by time of sending; the random part keeps two messages in one millisecond apart.
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
      const name = `${stamp}-${crypto.randomBytes(6).toString('hex')}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      try {
        await fs.promises.writeFile(temporary, info.message, { flag: 'wx', mode: 0o600 });
        await fs.promises.rename(temporary, path.join(dir, name));
      } catch (err) {
        await fs.promises.rm(temporary, { force: true }).catch(() => {});
        throw err;
      }
      return { messageId: info.messageId, file: name };
    },
  };
}

module.exports = { init };
