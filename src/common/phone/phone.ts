import parsePhoneNumberFromString from 'libphonenumber-js/max';

export interface ParsedPhone {
  /** E.164, e.g. +998901234567 */
  e164: string;
  mobile: boolean;
}

/**
 * Reads an Uzbek phone number in any common form (`+998 90 123 45 67`, `998901234567`,
 * `90 123 45 67`, `(90) 123-45-67`); anything that is not a valid Uzbek number is null.
 */
export function parseUzPhone(input: unknown): ParsedPhone | null {
  if (typeof input !== 'string') return null;
  const trimmed = input.trim();
  if (trimmed.length === 0 || trimmed.length > 32 || !/^[+\d\s()\-.]+$/.test(trimmed)) return null;
  // "998901234567" without the plus is the international form written bare.
  const digits = trimmed.replace(/\D/g, '');
  const candidate =
    !trimmed.startsWith('+') && digits.length === 12 && digits.startsWith('998') ? `+${digits}` : trimmed;
  const phone = parsePhoneNumberFromString(candidate, 'UZ');
  if (!phone || phone.country !== 'UZ' || !phone.isValid()) return null;
  const type = phone.getType();
  return { e164: phone.number, mobile: type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' };
}
