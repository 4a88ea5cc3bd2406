import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM at rest, the form of every secret the service keeps encrypted (the signing
 * keys' private parts, the webhook secrets): `v1.iv.tag.ciphertext`, base64url parts. The
 * additional data names what the value belongs to (a kid, a row's id), so a ciphertext moved
 * to another row does not open.
 */
export function seal(key: Buffer, additionalData: string, plain: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(additionalData));
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Whether the text has the form `seal` gives (not whether it opens). */
export function isSealed(text: string): boolean {
  return /^v1\.[\w-]+\.[\w-]+\.[\w-]+$/.test(text);
}

/** Throws when the text was not made by `seal` under this key and additional data. */
export function unseal(key: Buffer, additionalData: string, text: string): Buffer {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unknown encryption');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url')).setAAD(
    Buffer.from(additionalData),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
}
