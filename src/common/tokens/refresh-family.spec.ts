import { parseFamilyToken, RefreshFamilies } from './refresh-family';

describe('refresh tokens as families', () => {
  const families = new RefreshFamilies(Buffer.alloc(32, 7));
  const other = new RefreshFamilies(Buffer.alloc(32, 8));
  const id = '3f2b8c1e-9a4d-4e6f-8b1a-2c3d4e5f6a7b';
  const salt = RefreshFamilies.newSalt();

  it('packs the family, its generation and a MAC into 43 URL-safe characters', () => {
    const token = families.tokenAt(id, salt, 1);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(parseFamilyToken(token)).toMatchObject({ familyId: id, generation: 1 });
  });

  it('chains: the next token follows from the one presented, as from the salt', () => {
    let token = families.tokenAt(id, salt, 1);
    for (let g = 2; g <= 50; g++) {
      const next = families.next(parseFamilyToken(token)!);
      expect(next).toEqual({ generation: g, token: families.tokenAt(id, salt, g) });
      token = next.token;
    }
  });

  it('proves every generation genuine from the salt; not with another salt or key, nor a flipped bit', () => {
    const third = parseFamilyToken(families.tokenAt(id, salt, 3))!;
    expect(families.verify(third, salt)).toBe(true);
    expect(families.verify(third, RefreshFamilies.newSalt())).toBe(false);
    expect(other.verify(third, salt)).toBe(false);
    expect(families.verify({ ...third, generation: 2 }, salt)).toBe(false);
    const flipped = Buffer.from(third.mac);
    flipped[0] ^= 1;
    expect(families.verify({ ...third, mac: flipped }, salt)).toBe(false);
  });

  it('reads no token of another shape, no generation 0 and no second spelling of one token', () => {
    const token = families.tokenAt(id, salt, 1);
    expect(parseFamilyToken(token.slice(1))).toBeNull();
    expect(parseFamilyToken(`${token}A`)).toBeNull();
    const zero = Buffer.from(token, 'base64url');
    zero.writeUInt32BE(0, 16);
    expect(parseFamilyToken(zero.toString('base64url'))).toBeNull();
    // The last character carries two spare bits: a variant spelling decodes alike but is no token.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(last) ^ 1];
    expect(parseFamilyToken(token.slice(0, -1) + sibling)).toBeNull();
  });
});
