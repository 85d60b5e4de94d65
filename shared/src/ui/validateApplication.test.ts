import { messages } from '@navdhara/shared';
import { isIndianMobile, normalisePhone, validateApplication, validateApplicationField, type ApplicationFields } from './validateApplication';

const pdf = (size = 1000, name = 'cv.pdf') => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

const valid: ApplicationFields = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  currentWorkingLocation: 'Ambala',
  noticePeriod: '30',
  resume: pdf(),
};

describe('validateApplication', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(valid)).toEqual({});
  });
  it('requires every field with the required-field message (typo kept)', () => {
    const errors = validateApplication({ name: ' ', email: '', phoneNumber: '', currentWorkingLocation: '', noticePeriod: '', resume: null });
    expect(messages.application.required).toBe('This fiels is required');
    expect(errors).toEqual({
      name: 'This fiels is required',
      email: 'This fiels is required',
      phoneNumber: 'This fiels is required',
      currentWorkingLocation: 'This fiels is required',
      noticePeriod: 'This fiels is required',
      resume: 'This fiels is required',
    });
  });
  it('checks the email pattern text@text.text', () => {
    expect(validateApplicationField('email', 'asha@example')).toBe('Invalid email');
    expect(validateApplicationField('email', 'asha example.com')).toBe('Invalid email');
    expect(validateApplicationField('email', 'a@b.c')).toBeUndefined();
  });
  it('checks the phone with the sensible reading: a valid Indian mobile', () => {
    expect(validateApplicationField('phoneNumber', '12345')).toBe('Invalid contact number');
    expect(validateApplicationField('phoneNumber', '09876543210')).toBeUndefined();
    expect(validateApplicationField('phoneNumber', '98765432101')).toBe('Invalid contact number');
    expect(validateApplicationField('phoneNumber', '5876543210')).toBe('Invalid contact number');
    expect(validateApplicationField('phoneNumber', 'abcdefghij')).toBe('Invalid contact number');
    expect(isIndianMobile('+91 98765 43210')).toBe(true);
    expect(isIndianMobile('919876543210')).toBe(true);
    expect(isIndianMobile('6000000000')).toBe(true);
    expect(normalisePhone('+91 98765-43210')).toBe('9876543210');
    expect(isIndianMobile('+91-98765-43210')).toBe(true);
    expect(isIndianMobile('098765 43210')).toBe(true);
    expect(normalisePhone('098765 43210')).toBe('9876543210');
  });
  it('refuses control characters, which the content service would refuse after the upload', () => {
    expect(validateApplicationField('currentWorkingLocation', 'Amb\u0000ala')).toBe(messages.application.controlCharacters);
    expect(validateApplicationField('name', 'Asha\u000b')).toBe(messages.application.controlCharacters);
    expect(validateApplicationField('noticePeriod', '30\n')).toBeUndefined();
  });
  it('checks the resume type and size before upload', () => {
    expect(validateApplicationField('resume', pdf(1000, 'cv.exe'))).toBe(messages.application.resumeType);
    expect(validateApplicationField('resume', pdf(1000, 'cv.DOCX'))).toBeUndefined();
    expect(validateApplicationField('resume', pdf(1000, 'cv.doc'))).toBeUndefined();
    expect(validateApplicationField('resume', pdf(5 * 1024 * 1024 + 1))).toBe(messages.application.resumeSize);
    expect(validateApplicationField('resume', pdf(5 * 1024 * 1024))).toBeUndefined();
    expect(validateApplicationField('resume', null)).toBe(messages.application.required);
  });
});
