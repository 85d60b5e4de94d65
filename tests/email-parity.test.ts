/**
 * The contact form checks e-mail addresses before sending (shared/src/ui/validateEnquiry.ts); the
 * content service checks them with yup's rule. Whatever the form lets through, the service must
 * accept, or the visitor would meet a refusal the form could have spared them.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { isEmailAddress } from '../shared/src/forms/validateEnquiry';

type Yup = { string: () => { email: () => { isValidSync: (value: string) => boolean } } };
const cmsRequire = createRequire(
  path.resolve(__dirname, '..', 'cms', 'node_modules', '@strapi', 'utils', 'package.json'),
);
function loadYup(): Yup | null {
  try {
    return cmsRequire('yup') as Yup;
  } catch {
    return null; // the CMS's dependencies are not installed (SKIP_CMS_INSTALL=1)
  }
}
const yup = loadYup();
const serviceAccepts = (value: string) => yup?.string().email().isValidSync(value) ?? false;
const withService = yup ? test : test.skip;

const samples = [
  'ravi@example.com',
  'first.last+tag@example.co.in',
  'x_y@mail-server.example.org',
  'a@b.co',
  'ravi@डाक.भारत',
  "o'brien@example.ie",
  'ravi@example.c0m',
  'ravi@example',
  'ravi@example.c0',
  'ravi@-example.com',
  'ravi@@example.com',
  '.ravi@example.com',
  'ra..vi@example.com',
  'ravi example@x.com',
  '"quoted"@example.com',
  'ravi@[127.0.0.1]',
  'ravi@example..com',
  'ravi@exa_mple.com',
];

withService.each(samples.map((sample) => [sample]))(
  '%s: the form lets it through only if the service accepts it',
  (sample) => {
    if (isEmailAddress(sample)) expect(serviceAccepts(sample)).toBe(true);
  },
);

withService('the common addresses pass both', () => {
  for (const sample of samples.slice(0, 6))
    expect([sample, isEmailAddress(sample), serviceAccepts(sample)]).toEqual([sample, true, true]);
});
