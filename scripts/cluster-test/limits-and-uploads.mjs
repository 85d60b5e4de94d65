// @ts-check
import http from 'node:http';
import { RATE_LIMIT_MAX, adminToken } from './harness.mjs';

/**
 * 3. One rate limit: creates sent to each Strapi instance in turn draw on one budget. Through
 *    the CMS's edge each client has its own: one client (from 127.0.0.2) spends its budget, and
 *    another's (from 127.0.0.3) enquiry is still accepted.
 * 4. Uploads: a file uploaded through one Strapi instance is in the object store, served through
 *    the CMS's edge, and known to every instance.
 * @param {import('./harness.mjs').Harness} t
 */
export async function limitsAndUploads(t) {
  const { cluster, check, figures, urlOf, strapis } = t;
  // 3. One rate limit: each instance in turn, one budget.
  /** @type {number[]} */
  const remaining = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await fetch(`${urlOf(strapis[i % strapis.length] ?? '')}/api/contact-uses`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          name: 'Rate Check',
          email: 'rate@example.com',
          mobile: '9876543210',
          message: `rate check ${i}`,
        },
      }),
    });
    remaining.push(Number(response.headers.get('x-ratelimit-remaining')));
  }
  const oneBudget = remaining.every((value, i) => i === 0 || value === (remaining[i - 1] ?? 0) - 1);
  figures['rate limit remaining, instances in turn'] = remaining.join(', ');
  check(oneBudget, `creates on alternate instances draw on one budget (${remaining.join(', ')})`);

  // 3b. Through the CMS's edge, each client's own budget (the whole of 127.0.0.0/8 is this machine).
  const edgePort = cluster.ports.cmsEdgePort;
  const fromAddress = (/** @type {string} */ from, /** @type {object} */ body, headers = {}) =>
    /** @type {Promise<number>} */ (
      new Promise((resolve) => {
        const payload = JSON.stringify(body);
        const request = http.request(
          {
            host: '127.0.0.1',
            port: edgePort,
            path: '/api/contact-uses',
            method: 'POST',
            localAddress: from,
            headers: { 'Content-Type': 'application/json', ...headers },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', () => resolve(0));
        request.end(payload);
      })
    );
  const enquiryFrom = (/** @type {string} */ from, headers = {}) =>
    fromAddress(
      from,
      {
        data: {
          name: 'Edge Client',
          email: 'edge@example.com',
          mobile: '9876543210',
          message: `edge client ${from}`,
        },
      },
      headers,
    );
  const spendStarted = performance.now();
  // Empty creates: each is refused (400) but counted, so the budget goes without storing anything.
  const spent = [];
  for (let sent = 0; sent <= RATE_LIMIT_MAX; sent += 20) {
    spent.push(
      ...(await Promise.all(
        [...Array(20).keys()].map(() => fromAddress('127.0.0.2', { data: {} })),
      )),
    );
  }
  const spentFor = Math.round(performance.now() - spendStarted);
  const spender = await enquiryFrom('127.0.0.2');
  // Its X-Forwarded-For is nginx's to write: naming another client changes nothing.
  const spenderDisguised = await enquiryFrom('127.0.0.2', { 'X-Forwarded-For': '127.0.0.4' });
  const other = await enquiryFrom('127.0.0.3');
  figures['edge: spender / disguised / other client'] =
    `${spender} / ${spenderDisguised} / ${other} (${spent.length} creates in ${spentFor} ms)`;
  check(
    spent.at(-1) === 429 && spender === 429 && spenderDisguised === 429 && other === 201,
    `through the CMS's edge one client's spent budget (${spender}, disguised ${spenderDisguised}) leaves another's enquiry accepted (${other})`,
  );

  // 4. An upload through one instance: in the object store, known to every instance.
  const resume = `%PDF-1.4\n% resume ${Date.now()}\n`;
  const form = new FormData();
  form.append('files', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
  const uploaded = await fetch(`${urlOf(strapis[0] ?? '')}/api/upload`, {
    method: 'POST',
    body: form,
  });
  const file = uploaded.ok ? (await uploaded.json())[0] : null;
  const served = file ? await fetch(new URL(file.url, cluster.cmsEdge)) : null;
  const sameBytes = served?.ok ? (await served.text()) === resume : false;
  const known = file
    ? await Promise.all(
        strapis.map(async (name) => {
          const admin = await adminToken(urlOf(name));
          const response = await fetch(`${urlOf(name)}/upload/files/${file.id}`, {
            headers: { Authorization: `Bearer ${admin}` },
          });
          return response.status;
        }),
      )
    : [];
  check(
    uploaded.ok && sameBytes && known.every((status) => status === 200),
    `an uploaded resume is served from the object store (${file?.url ?? uploaded.status}) and known to every instance (${known.join(', ')})`,
  );
}
