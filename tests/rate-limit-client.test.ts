/**
 * @jest-environment node
 */
/**
 * Whom the CMS's public-create rate limit counts a request for (cms/src/middlewares/rate-limit.js).
 * Forms sent without script reach the CMS from the site server, which names the visitor; the name
 * is believed only with the key the two share, so no one else can spend or dodge a client's budget.
 */
import { createRequire } from 'node:module';

type Context = { request: { ip: string }; get: (name: string) => string };
const { clientOf } = createRequire(__filename)('../cms/src/middlewares/rate-limit.js') as {
  clientOf: (ctx: Context) => string;
};

function context(ip: string, headers: Record<string, string> = {}): Context {
  return { request: { ip }, get: (name) => headers[name.toLowerCase()] ?? '' };
}

describe('the client a public create is counted for', () => {
  const before = process.env.SITE_FORMS_SECRET;
  beforeEach(() => (process.env.SITE_FORMS_SECRET = 'shared-forms-key-0123456789'));
  afterAll(() => {
    if (before === undefined) delete process.env.SITE_FORMS_SECRET;
    else process.env.SITE_FORMS_SECRET = before;
  });

  it('is the connection’s address, whatever a request claims without the key', () => {
    expect(clientOf(context('10.0.0.5'))).toBe('10.0.0.5');
    expect(clientOf(context('10.0.0.5', { 'x-site-client': '1.2.3.4' }))).toBe('10.0.0.5');
    for (const key of ['wrong', 'shared-forms-key-012345678', 'shared-forms-key-0123456789x', ''])
      expect(
        clientOf(context('10.0.0.5', { 'x-site-client': '1.2.3.4', 'x-site-client-key': key })),
      ).toBe('10.0.0.5');
  });

  it('is the visitor the site server names, with the shared key', () => {
    expect(
      clientOf(
        context('127.0.0.1', {
          'x-site-client': '203.0.113.9',
          'x-site-client-key': 'shared-forms-key-0123456789',
        }),
      ),
    ).toBe('site:203.0.113.9');
  });

  it('believes no name when the CMS has no key', () => {
    delete process.env.SITE_FORMS_SECRET;
    expect(
      clientOf(context('10.0.0.5', { 'x-site-client': '1.2.3.4', 'x-site-client-key': '' })),
    ).toBe('10.0.0.5');
  });
});
