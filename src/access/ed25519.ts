import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, KeyObject } from 'node:crypto';
import { isSealed, seal, unseal } from '../config/sealed-text';

/** A fresh Ed25519 key pair named by its RFC 7638 thumbprint. */
export interface NewKeyPair {
  kid: string;
  /** The public key's `x`, base64url. */
  x: string;
  privateKey: KeyObject;
}

/** RFC 7638: SHA-256 over the required members of the JWK, in lexical order, no spaces. */
export function thumbprint(x: string): string {
  return createHash('sha256').update(`{"crv":"Ed25519","kty":"OKP","x":"${x}"}`).digest('base64url');
}

export function newKeyPair(): NewKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const x = publicKey.export({ format: 'jwk' }).x!;
  return { kid: thumbprint(x), x, privateKey };
}

export function publicKeyOf(x: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' });
}

/**
 * The private key as PKCS #8 sealed under AES-256-GCM (config/sealed-text.ts), the kid as
 * additional data (a ciphertext moved to another row does not decrypt).
 */
export function encryptPrivateKey(key: Buffer, kid: string, privateKey: KeyObject): string {
  return seal(key, kid, privateKey.export({ format: 'der', type: 'pkcs8' }));
}

/** Throws when the text was not made by `encryptPrivateKey` under this key and kid. */
export function decryptPrivateKey(key: Buffer, kid: string, text: string): KeyObject {
  if (!isSealed(text)) throw new Error(`signing key ${kid}: unknown encryption`);
  return createPrivateKey({ key: unseal(key, kid, text), format: 'der', type: 'pkcs8' });
}
