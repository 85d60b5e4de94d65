/**
 * Reads the CMS's local mailbox: the folder where, without an SMTP server, each message the CMS
 * sends is one .eml file (cms/providers/email-folder). Enough of RFC 5322/MIME to check what a
 * message says: unfolded headers with encoded words decoded, and the text of each part
 * (quoted-printable or base64).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface MailPart {
  contentType: string;
  disposition: string;
  body: string;
}

export interface Mail {
  file: string;
  headers: Record<string, string>;
  /** The text/plain part. */
  text: string;
  /** The text/html part, if any. */
  html: string;
  parts: MailPart[];
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(
        line.slice(colon + 1).trim(),
      );
    }
  }
  return { headers, body };
}

/** The part's text, with line breaks as "\n" (they are CRLF on the wire). */
function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

function leafParts(headers: Record<string, string>, body: string): MailPart[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitEntity(chunk.replace(/^\r?\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  return [
    {
      contentType: contentType.split(';')[0]!.trim().toLowerCase(),
      disposition: (headers['content-disposition'] ?? '').split(';')[0]!.trim().toLowerCase(),
      body: decodeBody(headers, body),
    },
  ];
}

export function parseMail(raw: string, file = ''): Mail {
  const { headers, body } = splitEntity(raw);
  const parts = leafParts(headers, body);
  const find = (type: string) => parts.find((p) => p.contentType === type)?.body ?? '';
  return { file, headers, parts, text: find('text/plain'), html: find('text/html') };
}

/** Every message in the folder, oldest first (none if the folder does not exist yet). */
export function readMailbox(dir: string): Mail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((name) => parseMail(fs.readFileSync(path.join(dir, name), 'utf8'), name));
}

/** The messages whose text contains `mark`. */
export function mailsContaining(dir: string, mark: string): Mail[] {
  return readMailbox(dir).filter((mail) => mail.text.includes(mark));
}
