/**
 * @jest-environment node
 */
/**
 * Which errors mean the CMS's database cannot be reached (cms/src/middlewares/database-unavailable.js):
 * those are answered 503 at once; any other error goes on to Strapi's own handling.
 */
import { createRequire } from 'node:module';

const { isDatabaseUnreachable } = createRequire(__filename)(
  '../cms/src/middlewares/database-unavailable.js',
) as { isDatabaseUnreachable: (error: unknown) => boolean };

const withCode = (code: string) => Object.assign(new Error('failed'), { code });

test('connection failures, pool timeouts and a shutting-down server are the database unreachable', () => {
  expect(isDatabaseUnreachable(withCode('ECONNREFUSED'))).toBe(true);
  expect(isDatabaseUnreachable(withCode('57P01'))).toBe(true);
  expect(
    isDatabaseUnreachable(
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
    ),
  ).toBe(true);
  expect(
    isDatabaseUnreachable(
      new Error('wrapped', { cause: new Error('Connection terminated unexpectedly') }),
    ),
  ).toBe(true);
});

test('other errors are not', () => {
  expect(isDatabaseUnreachable(new Error('title must be at most 120 characters'))).toBe(false);
  expect(isDatabaseUnreachable(withCode('23505'))).toBe(false);
  expect(isDatabaseUnreachable(null)).toBe(false);
});
