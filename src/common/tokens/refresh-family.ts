import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Refresh tokens as families (CONTRACT §12.3, docs/decisions/refresh-families.md). A token is
 * 32 bytes, base64url (43 characters, as the opaque tokens before it): the family's id (the
 * session's or till credential's uuid, 16 bytes), its generation (uint32, from 1) and a MAC
 * (12 bytes). Each generation's MAC is keyed by the previous one (the first by the family's
 * salt, kept in the owner's row): `mac(g) = HMAC(key, id ‖ g ‖ mac(g − 1))`. So the next token
 * follows from the one presented (no read on the hot path), and any earlier token of a family
 * is proved genuine from its salt alone — also once its row is gone — while neither the key
 * alone nor the database alone makes one.
 */
export interface FamilyToken {
  familyId: string;
  generation: number;
  mac: Buffer;
}

const TOKEN_BYTES = 32;
const MAC_BYTES = 12;
/** Bytes of a family's salt: the link before its first generation. */
export const FAMILY_SALT_BYTES = 16;
/** Generations fit PostgreSQL's int. */
const MAX_GENERATION = 0x7fffffff;

export class RefreshFamilies {
  constructor(private readonly key: Buffer) {}

  /** A new family's salt (kept with its owner). */
  static newSalt(): Buffer {
    return randomBytes(FAMILY_SALT_BYTES);
  }

  /** The family's token of `generation` (≥ 1), from its salt. */
  tokenAt(familyId: string, salt: Buffer, generation: number): string {
    let link = salt;
    for (let g = 1; g <= generation; g++) link = this.mac(familyId, g, link);
    return encode(familyId, generation, link);
  }

  /** The token after the one presented (its successor's generation and text). */
  next(token: FamilyToken): { generation: number; token: string } {
    const generation = token.generation + 1;
    return { generation, token: encode(token.familyId, generation, this.mac(token.familyId, generation, token.mac)) };
  }

  /** Whether the token is the family's own (its MAC follows from the salt); checks each generation up to it. */
  verify(token: FamilyToken, salt: Buffer): boolean {
    let link = salt;
    for (let g = 1; g < token.generation; g++) link = this.mac(token.familyId, g, link);
    return timingSafeEqual(this.mac(token.familyId, token.generation, link), token.mac);
  }

  private mac(familyId: string, generation: number, previous: Buffer): Buffer {
    const g = Buffer.alloc(4);
    g.writeUInt32BE(generation);
    return createHmac('sha256', this.key)
      .update(Buffer.from(familyId.replace(/-/g, ''), 'hex'))
      .update(g)
      .update(previous)
      .digest()
      .subarray(0, MAC_BYTES);
  }
}

/** A presented token read as a family token; null when it cannot be one (an opaque token from before may still read as one). */
export function parseFamilyToken(token: string): FamilyToken | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // One text per token: a variant spelling of the last character's spare bits is no token.
  if (bytes.toString('base64url') !== token) return null;
  const generation = bytes.readUInt32BE(16);
  if (generation < 1 || generation >= MAX_GENERATION) return null;
  const hex = bytes.subarray(0, 16).toString('hex');
  const familyId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { familyId, generation, mac: bytes.subarray(20, TOKEN_BYTES) };
}

function encode(familyId: string, generation: number, mac: Buffer): string {
  const bytes = Buffer.alloc(TOKEN_BYTES);
  Buffer.from(familyId.replace(/-/g, ''), 'hex').copy(bytes, 0);
  bytes.writeUInt32BE(generation, 16);
  mac.copy(bytes, 20);
  return bytes.toString('base64url');
}
