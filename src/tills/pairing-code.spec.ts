import { newPairingCode, normalizePairingCode } from './pairing-code';

describe('pairing codes (CONTRACT §11.1)', () => {
  it('are 8 characters of the alphabet without 0, 1, I and O', () => {
    const codes = Array.from({ length: 200 }, newPairingCode);
    for (const code of codes) expect(code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are matched case-insensitively, spaces and hyphens ignored', () => {
    expect(normalizePairingCode('k7qm-4xpt')).toBe('K7QM4XPT');
    expect(normalizePairingCode(' K7QM 4XPT ')).toBe('K7QM4XPT');
    expect(normalizePairingCode('K7QM-\t4XP-T')).toBe('K7QM4XPT');
  });

  it('cannot be a code of another length or with a character outside the alphabet', () => {
    expect(normalizePairingCode('K7QM4XP')).toBeNull();
    expect(normalizePairingCode('K7QM4XPTA')).toBeNull();
    expect(normalizePairingCode('K7QM4XP0')).toBeNull();
    expect(normalizePairingCode('K7QM4XP_')).toBeNull();
  });
});
