// @ts-check
import http from 'node:http';
import { createCmsUser } from '../cms-user.mjs';
import { RESUMES_BUCKET } from '../cluster/topology.mjs';
import { RATE_LIMIT_MAX, adminToken } from './harness.mjs';

/**
 * 3. One rate limit: creates sent to each Strapi instance in turn draw on one budget. Through
 *    the CMS's edge each client has its own: one client (from 127.0.0.2) spends its budget, and
 *    another's (from 127.0.0.3) enquiry is still accepted.
 * 4. Resumes: one uploaded through one Strapi instance is in the object store's private bucket
 *    (not the public one), known to every instance, served to HR through the CMS's edge (HR's
 *    admin session cookie), and refused to anonymous requests through the edge in every spelling
 *    (the new address and the old /uploads/ one).
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

  // 4. A resume uploaded through one instance: in the object store's private bucket (never the
  //    public one the edge serves), known to every instance, served to HR through the CMS's edge
  //    with HR's admin session, refused to an anonymous request however it is spelled.
  const resume = `%PDF-1.4\n% resume ${Date.now()}\n`;
  const form = new FormData();
  form.append('files', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
  const uploaded = await fetch(`${urlOf(strapis[0] ?? '')}/api/upload`, {
    method: 'POST',
    body: form,
  });
  const file = uploaded.ok ? (await uploaded.json())[0] : null;
  const key = String(file?.url ?? '').replace(/^\/admin\/resumes\//, '');
  const objectStore = `http://127.0.0.1:${cluster.ports.objectStorePort}`;
  const inPrivate = file ? await fetch(`${objectStore}/${RESUMES_BUCKET}/${key}`) : null;
  const privateBytes = inPrivate?.ok ? await inPrivate.text() : '';
  const inPublic = file ? (await fetch(`${objectStore}/${cluster.ports.bucket}/${key}`)).status : 0;
  check(
    Boolean(file) &&
      /^\/admin\/resumes\/[\w-]+\.pdf$/.test(file.url) &&
      privateBytes === resume &&
      inPublic === 404,
    `an uploaded resume (${file?.url ?? uploaded.status}) is in the private bucket ${RESUMES_BUCKET} (${inPrivate?.status}), not the public one (${inPublic})`,
  );

  // HR, logged in through the CMS's edge as the admin panel does (its session cookie, path /admin).
  const admin = await adminToken(cluster.cmsEdge);
  const hr = await createCmsUser({
    cmsUrl: cluster.cmsEdge,
    role: 'hr',
    email: `hr-${Date.now()}@example.com`,
    token: admin,
  });
  const login = await fetch(`${cluster.cmsEdge}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: hr.email, password: hr.password }),
  });
  const hrToken = login.ok ? (await login.json()).data.token : '';
  const hrCookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('strapi_admin_refresh'))
    .join('; ');
  const known = file
    ? await Promise.all(
        strapis.map(async (name) => {
          const record = await fetch(`${urlOf(name)}/upload/files/${file.id}`, {
            headers: { Authorization: `Bearer ${admin}` },
          });
          const read = await fetch(`${urlOf(name)}${file.url}`, {
            headers: { Authorization: `Bearer ${hrToken}` },
          });
          return `${record.status}/${read.status}:${(await read.text()) === resume}`;
        }),
      )
    : [];
  check(
    known.length > 0 && known.every((status) => status === '200/200:true'),
    `the resume is known to every instance, each serving it to HR (${known.join(', ')})`,
  );
  const edgeRead = file
    ? await fetch(`${cluster.cmsEdge}${file.url}`, { headers: { Cookie: hrCookie } })
    : null;
  const edgeBytes = edgeRead?.ok ? await edgeRead.text() : '';
  check(
    edgeBytes === resume &&
      edgeRead?.headers.get('cache-control') === 'private, no-store' &&
      /^attachment/.test(edgeRead?.headers.get('content-disposition') ?? ''),
    `HR reads it through the CMS's edge with the admin session (${edgeRead?.status}, ${edgeRead?.headers.get('cache-control')})`,
  );

  // Anonymous, through the edge: the new address in every spelling, and the old /uploads/ one.
  const rawEdge = (/** @type {string} */ path, method = 'GET') =>
    /** @type {Promise<{ status: number, body: string, type: string }>} */ (
      new Promise((resolve) => {
        const request = http.request(
          { host: '127.0.0.1', port: edgePort, path, method },
          (response) => {
            const chunks = /** @type {Buffer[]} */ ([]);
            response.on('data', (chunk) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('latin1'),
                type: String(response.headers['content-type'] ?? ''),
              }),
            );
          },
        );
        request.on('error', () => resolve({ status: 0, body: '', type: '' }));
        request.end();
      })
    );
  const spellings = [
    `/admin/resumes/${key}`,
    `/ADMIN/Resumes/${key}`,
    `//admin/resumes/${key}`,
    `/admin/resumes//${key}`,
    `/admin/x/../resumes/${key}`,
    `/admin/resumes%2F${key}`,
    `/admin/%72esumes/${key}`,
    `/admin/resumes/%2e/${key}`,
    `/uploads/${key}`,
    `/uploads//${key}`,
    `/uploads/%2e%2e/${RESUMES_BUCKET}/${key}`,
    `/uploads/../${RESUMES_BUCKET}/${key}`,
    `/${RESUMES_BUCKET}/${key}`,
  ];
  /** @type {string[]} */
  const leaked = [];
  for (const spelling of spellings) {
    for (const method of ['GET', 'HEAD']) {
      const answer = await rawEdge(spelling, method);
      if (answer.status < 400 || answer.body.includes('%PDF') || /pdf/.test(answer.type))
        leaked.push(`${method} ${spelling} ${answer.status}`);
    }
  }
  figures['resume through the edge, anonymous'] =
    `${spellings.length * 2} spellings, ${leaked.length} answered with it`;
  check(
    Boolean(file) && leaked.length === 0,
    `an anonymous request through the CMS's edge gets nothing of the resume, in ${spellings.length} spellings, /uploads/ included${leaked.length ? `: ${leaked.join(', ')}` : ''}`,
  );
}
