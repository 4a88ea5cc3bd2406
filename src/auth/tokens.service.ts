import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from './secrets.service';

export interface AccessClaims {
  sub: string;
  sid: string;
}

/** Access tokens (JWT HS256, nothing else accepted) and opaque refresh tokens. */
@Injectable()
export class TokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly secrets: SecretsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get accessTtlSeconds(): number {
    return this.config.accessTokenTtlSeconds;
  }

  signAccess(userId: string, sessionId: string, nowMs: number): string {
    const iat = Math.floor(nowMs / 1000);
    return this.jwt.sign(
      { sub: userId, sid: sessionId, iat, exp: iat + this.config.accessTokenTtlSeconds },
      { secret: this.secrets.jwtSecret, algorithm: 'HS256' },
    );
  }

  /** The claims of a valid, unexpired HS256 token; null for anything else. */
  verifyAccess(token: string, nowMs: number): AccessClaims | null {
    try {
      const claims = this.jwt.verify<Partial<AccessClaims> & { exp?: number }>(token, {
        secret: this.secrets.jwtSecret,
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(nowMs / 1000),
      });
      if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string' || typeof claims.exp !== 'number') {
        return null;
      }
      return { sub: claims.sub, sid: claims.sid };
    } catch {
      return null;
    }
  }

  /** 256 random bits, URL-safe. */
  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
