import { Injectable } from '@nestjs/common';
import type { ActingUser } from '../access/current-caller.decorator';
import { KeyRing, KeyState } from '../access/key-ring';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { SigningKeyViewDto } from './dto/signing-key.dto';

/** A published key as a JWK (RFC 8037). */
export interface PublicJwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  use: 'sig';
  alg: 'EdDSA';
}

function viewOf(key: KeyState): SigningKeyViewDto {
  return {
    kid: key.kid,
    status: key.status,
    createdAt: key.createdAt.toISOString(),
    activatesAt: key.activatesAt.toISOString(),
    retiresAt: key.retiresAt.toISOString(),
  };
}

/** The signing keys as the portal and the JWKS show them, and rotations by hand (CONTRACT §11.2). */
@Injectable()
export class SigningKeysService {
  constructor(
    private readonly ring: KeyRing,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Every key that signs now, will sign, or signed a token still unexpired. */
  async jwks(): Promise<{ keys: PublicJwk[] }> {
    await this.ring.maintain();
    return {
      keys: this.ring.published(this.clock.nowMs()).map((key) => ({
        kty: 'OKP',
        crv: 'Ed25519',
        x: key.x,
        kid: key.kid,
        use: 'sig',
        alg: 'EdDSA',
      })),
    };
  }

  async list(): Promise<SigningKeyViewDto[]> {
    await this.ring.maintain();
    return this.ring.published(this.clock.nowMs()).map(viewOf);
  }

  /**
   * A new key: published now and signing in an hour, or (`immediately`, after a leak)
   * signing at once with every other key revoked. A key already waiting to sign makes a
   * rotation without `immediately` change nothing.
   */
  async rotate(actor: ActingUser, immediately: boolean): Promise<SigningKeyViewDto[]> {
    await this.transactions.run(async (tx) => {
      const { made } = await this.ring.rotate(immediately, tx);
      if (!made) return;
      await this.audit.record(
        {
          actor,
          action: 'signing_key.rotated',
          target: { type: 'signing_key', id: made.id },
          details: { kid: made.kid, immediately, activatesAt: made.activatesAt.toISOString() },
        },
        tx,
      );
    });
    await this.ring.reload();
    return this.ring.published(this.clock.nowMs()).map(viewOf);
  }
}
