import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** Opaque refresh tokens: 256 random bits, stored only as their SHA-256. */
@Injectable()
export class TokensService {
  /** 256 random bits, URL-safe. */
  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
