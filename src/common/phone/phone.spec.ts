import { parseUzPhone } from './phone';

describe('parseUzPhone', () => {
  it.each([
    '+998 90 123 45 67',
    '998901234567',
    '90 123 45 67',
    '(90) 123-45-67',
    '+998-90-123-45-67',
    '+998 (90) 123-45-67',
    '+998901234567',
    '901234567',
  ])('reads %p as +998901234567, a mobile number', (input) => {
    expect(parseUzPhone(input)).toEqual({ e164: '+998901234567', mobile: true });
  });

  it('reads a Tashkent landline as valid but not mobile', () => {
    expect(parseUzPhone('71 234 56 78')).toEqual({ e164: '+998712345678', mobile: false });
  });

  it.each([
    '',
    '12345',
    '+7 912 345 67 89',
    'phone',
    '+998 90 123 45 6',
    '+998 90 123 45 678',
    42,
    null,
    '90-123-45-67; drop table',
  ])('refuses %p', (input) => {
    expect(parseUzPhone(input)).toBeNull();
  });
});
