import { randomInt } from 'node:crypto';

/** No 0/O, 1/I: read off a screen and typed on a till without mistakes (CONTRACT §11.1). */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 8;

/** A new pairing code: 8 characters of the alphabet, 40 random bits. */
export function newPairingCode(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A typed code as stored: upper case, spaces and hyphens dropped; null when it cannot be one. */
export function normalizePairingCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  return code.length === LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : null;
}
