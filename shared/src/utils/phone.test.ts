import { isIndianMobile, MOBILE_INPUT, normaliseIndianMobile } from './phone';

describe('normaliseIndianMobile', () => {
  it.each([
    '98765 43210',
    '+91 98765 43210',
    '098765 43210',
    '+91-98765-43210',
    '9876543210',
    '919876543210',
    '+919876543210',
    '(+91) 98765.43210',
    ' 98765\t43210 ',
  ])('reads %j as +919876543210', (written) => {
    expect(normaliseIndianMobile(written)).toBe('+919876543210');
  });

  it('reads a whole number (an old number input) too', () => {
    expect(normaliseIndianMobile(9876543210)).toBe('+919876543210');
    expect(normaliseIndianMobile(919876543210)).toBe('+919876543210');
  });

  it('accepts every mobile series (6, 7, 8, 9) and nothing else', () => {
    expect(normaliseIndianMobile('6000000000')).toBe('+916000000000');
    expect(normaliseIndianMobile('7012345678')).toBe('+917012345678');
    expect(normaliseIndianMobile('8123456789')).toBe('+918123456789');
    expect(normaliseIndianMobile('5876543210')).toBeNull();
    expect(normaliseIndianMobile('0123456789')).toBeNull();
  });

  it('refuses what is not an Indian mobile number', () => {
    for (const bad of [
      '',
      '   ',
      '12345',
      '98765432101',
      '+92 98765 43210',
      '+91 0 98765 43210',
      '0091 98765 43210',
      '98765 4321O',
      'call me',
      '+91',
      '98765/43210',
      '९८७६५४३२१०',
    ]) {
      expect([bad, normaliseIndianMobile(bad)]).toEqual([bad, null]);
      expect(isIndianMobile(bad)).toBe(false);
    }
    expect(normaliseIndianMobile(1e21)).toBeNull();
    expect(normaliseIndianMobile(-9876543210)).toBeNull();
    expect(normaliseIndianMobile(null as unknown as string)).toBeNull();
  });

  it('a 10-digit number starting with 91 is a number, not a prefix', () => {
    expect(normaliseIndianMobile('9198765432')).toBe('+919198765432');
  });
});

test('a mobile input is a phone field with the numeric keypad', () => {
  expect(MOBILE_INPUT).toEqual({ type: 'tel', inputMode: 'numeric', autoComplete: 'tel' });
});
