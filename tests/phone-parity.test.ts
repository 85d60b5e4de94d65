/**
 * The site's forms and the content service normalise mobile numbers with one rule, written twice
 * (the CMS is a separate CommonJS package): shared/src/utils/phone.ts and cms/src/utils/phone.js.
 * This keeps the two in step, so the form never sends what the CMS would refuse or store otherwise.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { normaliseIndianMobile } from '../shared/src/utils/phone';

type CmsPhone = { normaliseIndianMobile: (value: unknown) => string | null; MOBILE_RULE: string };
const cmsRequire = createRequire(path.resolve(__dirname, '..', 'cms', 'package.json'));
const cms = cmsRequire('./src/utils/phone.js') as CmsPhone;

const samples: Array<string | number> = [
  '98765 43210',
  '+91 98765 43210',
  '098765 43210',
  '+91-98765-43210',
  '9876543210',
  '919876543210',
  '9198765432',
  '(+91) 98765.43210',
  ' 98765\t43210\n',
  '6000000000',
  '5876543210',
  '12345',
  '98765432101',
  '+92 98765 43210',
  '0091 98765 43210',
  '+91 0 98765 43210',
  '',
  '   ',
  'call me',
  '९८७६५४३२१०',
  9876543210,
  919876543210,
  -9876543210,
  9876543210.5,
  1e21,
];

test.each(samples.map((sample) => [sample]))('the form and the CMS read %j alike', (sample) => {
  expect(cms.normaliseIndianMobile(sample)).toBe(normaliseIndianMobile(sample));
});

test('the CMS states the same rule as the hint under the form field', async () => {
  const { messages } = await import('../shared/src/messages');
  expect(cms.MOBILE_RULE).toBe(`must be a ${messages.contact.mobileHint}`);
});
