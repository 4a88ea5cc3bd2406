import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  randomBytes,
} from 'node:crypto';

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
 * The private key as PKCS #8 under AES-256-GCM, the kid as additional data (a ciphertext
 * moved to another row does not decrypt): `v1.iv.tag.ciphertext`, base64url parts.
 */
export function encryptPrivateKey(key: Buffer, kid: string, privateKey: KeyObject): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(kid));
  const sealed = Buffer.concat([cipher.update(privateKey.export({ format: 'der', type: 'pkcs8' })), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Throws when the text was not made by `encryptPrivateKey` under this key and kid. */
export function decryptPrivateKey(key: Buffer, kid: string, text: string): KeyObject {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error(`signing key ${kid}: unknown encryption`);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(kid));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const der = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}
