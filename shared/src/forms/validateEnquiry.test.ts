import { ApiError, messages } from '@navdhara/shared';
import { enquirySendProblem, isEmailAddress, validateEnquiry } from './validateEnquiry';

const valid = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  mobile: '98765 43210',
  message: 'Need 500 chicks',
};

describe('validateEnquiry: the content service checks, made before sending', () => {
  it('accepts a complete enquiry', () => {
    expect(validateEnquiry(valid)).toBeNull();
    expect(validateEnquiry({ ...valid, message: 'Line one\r\nLine two\twith a tab' })).toBeNull();
  });

  it('asks for every empty field with the existing message', () => {
    expect(validateEnquiry({ ...valid, name: '  ', mobile: '' })).toEqual({
      fields: ['name', 'mobile'],
      message: 'please enter all details',
    });
  });

  it('names the field holding a control character', () => {
    for (const char of ['\u0000', '\u0007', '\u000b', '\u001b', '\u001f', '\u007f']) {
      expect(validateEnquiry({ ...valid, message: `Hi${char}` })).toEqual({
        fields: ['message'],
        message: messages.contact.controlCharacters('Message'),
      });
    }
  });

  it('keeps to the service lengths', () => {
    expect(validateEnquiry({ ...valid, name: 'x'.repeat(100) })).toBeNull();
    expect(validateEnquiry({ ...valid, name: 'x'.repeat(101) })).toEqual({
      fields: ['name'],
      message: 'Name: please keep it to 100 characters or fewer',
    });
    expect(validateEnquiry({ ...valid, message: 'x'.repeat(2001) })?.fields).toEqual(['message']);
  });

  it('checks the e-mail address and the mobile number', () => {
    expect(validateEnquiry({ ...valid, email: 'ravi@example' })).toEqual({
      fields: ['email'],
      message: messages.contact.invalidEmail,
    });
    expect(validateEnquiry({ ...valid, mobile: '12345' })).toEqual({
      fields: ['mobile'],
      message: messages.contact.invalidMobile,
    });
    expect(messages.contact.invalidMobile).toMatch(/^Mobile: /);
  });
});

test('isEmailAddress accepts what the service accepts and refuses the usual mistakes', () => {
  for (const ok of [
    'a@b.co',
    'first.last+tag@example.co.in',
    'x_y@mail-server.example.org',
    'ravi@डाक.भारत',
  ])
    expect([ok, isEmailAddress(ok)]).toEqual([ok, true]);
  for (const bad of [
    '',
    'ravi',
    'ravi@',
    '@example.com',
    'ravi@example',
    'ravi@example.c0',
    'ravi example@x.com',
    'ravi@@example.com',
    'ravi@-example.com',
    'ravi@.com',
    '.ravi@example.com',
    'ra..vi@example.com',
  ])
    expect([bad, isEmailAddress(bad)]).toEqual([bad, false]);
  // Linear time: a long near-miss is answered at once.
  const started = Date.now();
  expect(isEmailAddress(`${'a.'.repeat(120)}@${'b-'.repeat(120)}!`)).toBe(false);
  expect(Date.now() - started).toBeLessThan(50);
});

describe('enquirySendProblem', () => {
  it('names the refused field with the service rule', () => {
    const rule = 'name must be at most 100 characters';
    expect(
      enquirySendProblem(new ApiError(rule, 400, { errors: [{ path: ['name'], message: rule }] })),
    ).toEqual({
      fields: ['name'],
      message: 'Name: must be at most 100 characters',
    });
  });

  it('a refusal without a known field, a rate limit and a network failure each get their own message', () => {
    expect(enquirySendProblem(new ApiError('Invalid key x', 400, { key: 'x' })).message).toBe(
      messages.contact.refused,
    );
    expect(
      enquirySendProblem(new ApiError('x', 400, { errors: [{ path: ['unknown'], message: 'x' }] }))
        .message,
    ).toBe(messages.contact.refused);
    expect(enquirySendProblem(new ApiError('Too many', 429)).message).toBe(
      messages.contact.tooMany,
    );
    expect(enquirySendProblem(new ApiError('Network Error', 0)).message).toBe(
      messages.contact.failed,
    );
    expect(enquirySendProblem(new ApiError('Internal Server Error', 500)).message).toBe(
      messages.contact.failed,
    );
    expect(enquirySendProblem(new Error('offline')).message).toBe(messages.contact.failed);
  });
});
