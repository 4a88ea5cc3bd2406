import { randomBytes } from 'node:crypto';
import { isSealed, seal, unseal } from './sealed-text';

describe('sealed text (AES-256-GCM at rest)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, under the same key and additional data only', () => {
    const sealed = seal(key, 'row-1', Buffer.from('whsec_secret'));
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('whsec_');
    expect(unseal(key, 'row-1', sealed).toString()).toBe('whsec_secret');
    expect(() => unseal(key, 'row-2', sealed)).toThrow();
    expect(() => unseal(randomBytes(32), 'row-1', sealed)).toThrow();
    // A fresh IV each time: the same secret seals differently.
    expect(seal(key, 'row-1', Buffer.from('whsec_secret'))).not.toBe(sealed);
  });

  it('tells its form from a clear value', () => {
    expect(isSealed('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(false);
    expect(() => unseal(key, 'row-1', 'whsec_x')).toThrow('unknown encryption');
  });
});
