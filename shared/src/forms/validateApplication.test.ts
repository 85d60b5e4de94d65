import { messages } from '@navdhara/shared';
import { ApiError } from '../api/errors';
import {
  applicationSendProblem,
  isIndianMobile,
  validateApplication,
  validateApplicationField,
  type ApplicationFields,
} from './validateApplication';

const pdf = (size = 1000, name = 'cv.pdf') =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

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
    const errors = validateApplication({
      name: ' ',
      email: '',
      phoneNumber: '',
      currentWorkingLocation: '',
      noticePeriod: '',
      resume: null,
    });
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
  it("checks the e-mail with the content service's rule", () => {
    expect(validateApplicationField('email', 'asha@example')).toBe('Invalid email');
    expect(validateApplicationField('email', 'asha example.com')).toBe('Invalid email');
    // text@text.text, but a top-level label of digits is refused by the service
    expect(validateApplicationField('email', 'asha@example.123')).toBe('Invalid email');
    expect(validateApplicationField('email', 'a@b.c')).toBeUndefined();
  });
  it("checks the content service's lengths", () => {
    expect(validateApplicationField('name', 'x'.repeat(100))).toBeUndefined();
    expect(validateApplicationField('name', 'x'.repeat(101))).toBe(
      messages.application.tooLong(100),
    );
    expect(validateApplicationField('currentWorkingLocation', 'x'.repeat(151))).toBe(
      messages.application.tooLong(150),
    );
    expect(validateApplicationField('noticePeriod', '9'.repeat(51))).toBe(
      messages.application.tooLong(50),
    );
    expect(validateApplicationField('email', `${'a'.repeat(250)}@b.co`)).toBe(
      messages.application.tooLong(254),
    );
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
    expect(isIndianMobile('+91-98765-43210')).toBe(true);
    expect(isIndianMobile('098765 43210')).toBe(true);
  });
  it('refuses control characters, which the content service would refuse after the upload', () => {
    expect(validateApplicationField('currentWorkingLocation', 'Amb\u0000ala')).toBe(
      messages.application.controlCharacters,
    );
    expect(validateApplicationField('name', 'Asha\u000b')).toBe(
      messages.application.controlCharacters,
    );
    expect(validateApplicationField('noticePeriod', '30\n')).toBeUndefined();
  });
  it('checks the resume type and size before upload', () => {
    expect(validateApplicationField('resume', pdf(1000, 'cv.exe'))).toBe(
      messages.application.resumeType,
    );
    expect(validateApplicationField('resume', pdf(1000, 'cv.DOCX'))).toBeUndefined();
    expect(validateApplicationField('resume', pdf(1000, 'cv.doc'))).toBeUndefined();
    expect(validateApplicationField('resume', pdf(5 * 1024 * 1024 + 1))).toBe(
      messages.application.resumeSize,
    );
    expect(validateApplicationField('resume', pdf(5 * 1024 * 1024))).toBeUndefined();
    expect(validateApplicationField('resume', null)).toBe(messages.application.required);
  });
});

describe('applicationSendProblem', () => {
  const labels = {
    name: 'Full name',
    email: 'E-mail',
    phoneNumber: 'Mobile number',
    currentWorkingLocation: 'Location',
    noticePeriod: 'Notice',
    resume: 'Resume',
  };
  const refusal = (path: string, message: string) =>
    new ApiError(message, 400, { errors: [{ path: [path], message, name: 'ValidationError' }] });

  it("names the field the content service refused, by its label, with the service's rule", () => {
    const problem = applicationSendProblem(
      refusal(
        'phoneNumber',
        'phoneNumber must be a 10-digit Indian mobile number; +91 or 0 in front is fine',
      ),
      labels,
    );
    expect(problem).toEqual({
      field: 'phoneNumber',
      message: 'Mobile number: must be a 10-digit Indian mobile number; +91 or 0 in front is fine',
    });
  });
  it('a refusal of no form field, too many sends and a network failure are told apart', () => {
    expect(
      applicationSendProblem(refusal('title', 'title must be at most 150 characters'), labels),
    ).toEqual({ field: null, message: messages.application.refused });
    expect(applicationSendProblem(new ApiError('Too many', 429), labels)).toEqual({
      field: null,
      message: messages.application.tooMany,
    });
    expect(applicationSendProblem(new ApiError('Network Error', 0), labels)).toEqual({
      field: null,
      message: messages.application.submitFailed,
    });
  });
});
