import { randomBytes, scrypt } from 'node:crypto';

/**
 * The key derivation of a PIN's offline verifier (CONTRACT §12.1), as an offline kit names it:
 * a till computes the same with the member's salt and compares.
 */
export const PIN_KDF = { name: 'scrypt', N: 2 ** 15, r: 8, p: 1, length: 32 } as const;

/** scrypt needs 128·N·r bytes (32 MiB here); the margin covers its other buffers. */
const MAXMEM = 128 * PIN_KDF.N * PIN_KDF.r + 16 * 1024 * 1024;

/** A PIN's verifier and its salt, both base64url. */
export interface PinVerifier {
  salt: string;
  verifier: string;
}

/**
 * A new verifier of `pin` with a random 16-byte salt of its own: computed off the event loop
 * (libuv's pool), about 0.1 s of one core. Only when a PIN is set or first proved right, never
 * when a kit is answered.
 */
export async function newPinVerifier(pin: string): Promise<PinVerifier> {
  const salt = randomBytes(16);
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, PIN_KDF.length, { N: PIN_KDF.N, r: PIN_KDF.r, p: PIN_KDF.p, maxmem: MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return { salt: salt.toString('base64url'), verifier: derived.toString('base64url') };
}
