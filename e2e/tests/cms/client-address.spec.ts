/**
 * The client's own address behind an edge (issue 36, finding 3). A CMS of its own, behind a
 * trusted edge at 127.0.0.1 (CMS_TRUSTED_PROXIES), with 3 creates a minute per client. Requests
 * leave from chosen local addresses (the whole of 127.0.0.0/8 is this machine): from 127.0.0.1 they
 * are the edge's, naming their client in X-Forwarded-For; from 127.0.0.2 and 127.0.0.3 they are
 * clients sent straight to Strapi, whose X-Forwarded-For must count for nothing.
 * The cluster's fault test (scripts/cluster-test.mjs) checks the same through the real nginx edge.
 */
import { expect, test } from '@playwright/test';
import { postFrom } from '../../support/post-from';
import { throwawayCms } from '../../support/throwaway-cms';
import { adminCredentials } from './helpers';

const cms = throwawayCms('client-address', { CMS_RATE_LIMIT_MAX: '3', CMS_TRUSTED_PROXIES: '127.0.0.1' });

/** A JSON request from a chosen local address; its status. */
const send = async (from: string, address: string, body: object, headers: Record<string, string> = {}) =>
  (await postFrom(`${cms.url}${address}`, { from, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', ...headers } })).status;

const enquiry = { data: { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', message: 'Hello' } };
const create = (from: string, headers: Record<string, string> = {}) => send(from, '/api/contact-uses', enquiry, headers);
const EDGE = '127.0.0.1';

test('behind the trusted edge each client has its own create budget', async () => {
  const first = [];
  for (let i = 0; i < 3; i += 1) first.push(await create(EDGE, { 'X-Forwarded-For': '10.0.0.1' }));
  expect(first).toEqual([201, 201, 201]);
  expect(await create(EDGE, { 'X-Forwarded-For': '10.0.0.1' })).toBe(429);
  // Another client of the same edge is not held back.
  expect(await create(EDGE, { 'X-Forwarded-For': '10.0.0.2' })).toBe(201);
  // What a client wrote before the edge appended its address is never taken for the client.
  expect(await create(EDGE, { 'X-Forwarded-For': '10.0.0.9, 10.0.0.1' })).toBe(429);
  expect(await create(EDGE, { 'X-Forwarded-For': '10.0.0.9,10.0.0.1' })).toBe(429);
});

test('X-Forwarded-For sent straight to Strapi from any other address counts for nothing', async () => {
  const statuses = [];
  for (const forwarded of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4', '10.1.0.5']) {
    statuses.push(await create('127.0.0.2', { 'X-Forwarded-For': forwarded, 'X-Real-IP': forwarded, Forwarded: `for=${forwarded}` }));
  }
  expect(statuses).toEqual([201, 201, 201, 429, 429]);
  // Nor does it spend another client's budget: 127.0.0.3 has its own, and so has 10.1.0.9 at the edge.
  expect(await create('127.0.0.3', { 'X-Forwarded-For': '127.0.0.2' })).toBe(201);
  expect(await create(EDGE, { 'X-Forwarded-For': '10.1.0.9' })).toBe(201);
});

test('wrong logins from one address never lock the admin out of another', async () => {
  test.setTimeout(120_000);
  const { email, password } = adminCredentials();
  const login = (from: string, forwarded: string | null, pass: string) =>
    send(from, '/admin/login', { email, password: pass }, forwarded ? { 'X-Forwarded-For': forwarded } : {});
  // An attacker behind the edge tries until refused (each try past the third answered later).
  const tries: number[] = [];
  for (let i = 0; i < 10 && !tries.includes(429); i += 1) tries.push(await login(EDGE, '10.2.0.1', `wrong-${i}`));
  expect(tries.slice(0, 3)).toEqual([400, 400, 400]);
  expect(tries.at(-1)).toBe(429);
  // The admin, behind the same edge at another address, logs in; the attacker's address stays refused.
  expect(await login(EDGE, '10.2.0.2', password)).toBe(200);
  expect(await login(EDGE, '10.2.0.1', password)).toBe(429);
  // Sent straight to Strapi, the attacker cannot pass as another address either.
  const direct: number[] = [];
  for (let i = 0; i < 10 && !direct.includes(429); i += 1) direct.push(await login('127.0.0.2', `10.3.0.${i}`, `wrong-${i}`));
  expect(direct.at(-1)).toBe(429);
  expect(await login('127.0.0.2', '10.3.0.99', password)).toBe(429);
  expect(await login('127.0.0.3', null, password)).toBe(200);
});
