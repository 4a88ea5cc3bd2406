import { randomInt } from 'node:crypto';

/** A 6-digit code from a cryptographic source, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}
