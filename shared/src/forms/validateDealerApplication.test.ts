import { messages } from '@navdhara/shared';
import { ApiError } from '../api/errors';
import {
  dealerApplicationInput,
  dealerApplicationSendProblem,
  normalisePinCode,
  validateDealerApplication,
  validateDealerApplicationField,
  type DealerApplicationValues,
} from './validateDealerApplication';

const valid: DealerApplicationValues = {
  name: ' Ravi Kumar ',
  firm: 'Ravi Agro Traders',
  town: 'Gharaunda',
  district: 'Karnal',
  pin_code: '132 114',
  phone: '+91 98765-43210',
  divisions: ['hatchery', 'feeds'],
};

describe('validateDealerApplication', () => {
  it('accepts a complete application', () => {
    expect(validateDealerApplication(valid)).toEqual({});
  });

  it('names every missing field with its own message, in the form’s order', () => {
    const errors = validateDealerApplication({
      name: ' ',
      firm: '',
      town: '\t',
      district: '',
      pin_code: '',
      phone: '',
      divisions: [],
    });
    expect(Object.keys(errors)).toEqual([
      'name',
      'firm',
      'town',
      'district',
      'pin_code',
      'phone',
      'divisions',
    ]);
    expect(errors.name).toBe(messages.dealer.name);
    expect(errors.firm).toBe(messages.dealer.firm);
    expect(errors.divisions).toBe(messages.dealer.divisions);
  });

  it('takes a PIN code of six digits, spaced or in Devanagari or Gurmukhi digits', () => {
    expect(normalisePinCode('132001')).toBe('132001');
    expect(normalisePinCode('132 001')).toBe('132001');
    expect(normalisePinCode('१३२००१')).toBe('132001');
    expect(normalisePinCode('੧੪੧੦੦੧')).toBe('141001');
    for (const bad of ['13200', '1320011', '032001', 'abcdef', '13200a'])
      expect(validateDealerApplicationField('pin_code', { ...valid, pin_code: bad })).toBe(
        messages.dealer.pinCode,
      );
  });

  it('takes an Indian mobile number as the contact form does, Devanagari digits too', () => {
    expect(validateDealerApplicationField('phone', { ...valid, phone: '098765 43210' })).toBe(
      undefined,
    );
    expect(validateDealerApplicationField('phone', { ...valid, phone: '९८७६५४३२१०' })).toBe(
      undefined,
    );
    for (const bad of ['12345', '5876543210', '+1 987 654 3210'])
      expect(validateDealerApplicationField('phone', { ...valid, phone: bad })).toBe(
        messages.dealer.phone,
      );
  });

  it('takes only the five divisions', () => {
    expect(validateDealerApplicationField('divisions', { ...valid, divisions: ['gold'] })).toBe(
      messages.dealer.divisions,
    );
    expect(
      validateDealerApplicationField('divisions', { ...valid, divisions: ['feeds', 'gold'] }),
    ).toBe(messages.dealer.divisions);
    expect(
      validateDealerApplicationField('divisions', { ...valid, divisions: ['equipments'] }),
    ).toBe(undefined);
  });

  it('refuses control characters and the service’s lengths', () => {
    expect(validateDealerApplicationField('firm', { ...valid, firm: 'Ravi\u0000Agro' })).toBe(
      messages.application.controlCharacters,
    );
    expect(validateDealerApplicationField('firm', { ...valid, firm: 'x'.repeat(121) })).toBe(
      messages.application.tooLong(120),
    );
    expect(validateDealerApplicationField('town', { ...valid, town: 'x'.repeat(80) })).toBe(
      undefined,
    );
  });
});

describe('dealerApplicationInput', () => {
  it('sends the application trimmed and in its one form, with the language given', () => {
    expect(
      dealerApplicationInput({ ...valid, divisions: ['feeds', 'hatchery', 'feeds'] }, 'hi'),
    ).toEqual({
      name: 'Ravi Kumar',
      firm: 'Ravi Agro Traders',
      town: 'Gharaunda',
      district: 'Karnal',
      pin_code: '132114',
      phone: '+919876543210',
      divisions: ['hatchery', 'feeds'],
      language: 'hi',
    });
  });

  it('sends nothing when a rule fails', () => {
    expect(dealerApplicationInput({ ...valid, pin_code: '1' }, 'en')).toBeNull();
    expect(dealerApplicationInput({ ...valid, divisions: [] }, 'pa')).toBeNull();
  });
});

describe('dealerApplicationSendProblem', () => {
  it('names the field the content service refused, by its label', () => {
    const error = new ApiError('pin_code must match', 400, {
      errors: [{ path: ['pin_code'], message: 'pin_code must match the format', name: 'x' }],
    });
    expect(dealerApplicationSendProblem(error)).toEqual({
      field: 'pin_code',
      message: 'PIN code: must match the format',
    });
  });

  it('asks to wait after too many, and keeps the details after a failure', () => {
    expect(dealerApplicationSendProblem(new ApiError('Too many', 429))).toEqual({
      field: null,
      message: messages.application.tooMany,
    });
    expect(dealerApplicationSendProblem(new ApiError('Network Error', 0))).toEqual({
      field: null,
      message: messages.application.submitFailed,
    });
    expect(dealerApplicationSendProblem(new ApiError('Bad', 400))).toEqual({
      field: null,
      message: messages.application.refused,
    });
  });
});
