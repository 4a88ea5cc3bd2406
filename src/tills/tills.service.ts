import { Inject, Injectable } from '@nestjs/common';
import { AccessTokens } from '../access/access-tokens';
import type { ActingUser } from '../access/current-caller.decorator';
import { organizationInScope } from '../access/standing';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { hashRefreshToken } from '../common/tokens/refresh-token';
import { parseFamilyToken, RefreshFamilies } from '../common/tokens/refresh-family';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { SecretsService } from '../config/secrets.service';
import { Transaction, TransactionRunner } from '../database/transaction-runner';
import { CreateTillDto, PairedTillDto, TillPairingDto, TillTokensDto, TillViewDto } from './dto/till.dto';
import type { Till } from './entities/till.entity';
import { newPairingCode, normalizePairingCode } from './pairing-code';
import { toTillView } from './till-view.mapper';
import { TillCredentialsRepository } from './till-credentials.repository';
import { TillsRepository } from './tills.repository';
import { PinVerifiers } from '../staff/pin-verifiers';
import type { LostTillDto } from './dto/offline.dto';

interface TillEvent {
  actor: { userId: string; requestId: string };
  action: 'till.created' | 'till.pairing_code_issued' | 'till.paired' | 'till.revoked';
  till: Till;
  details?: Record<string, unknown>;
}

/** A pairing code is valid ten minutes (CONTRACT §11.1). */
const PAIRING_TTL_MS = 10 * 60_000;
/** At most fifty tills created per organization in any day (CONTRACT §12.4). */
export const TILLS_PER_DAY = { windowMs: 24 * 3_600_000, max: 50 };

/**
 * Tills as devices (CONTRACT §11.1): an organization's people add, re-pair and revoke them;
 * a till pairs with its code and keeps its own credential by rotating refresh tokens.
 */
@Injectable()
export class TillsService {
  private readonly families: RefreshFamilies;

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly tills: TillsRepository,
    private readonly credentials: TillCredentialsRepository,
    private readonly accessTokens: AccessTokens,
    private readonly secrets: SecretsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly verifiers: PinVerifiers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.families = secrets.refreshFamilies;
  }

  create(actor: ActingUser, organizationId: string, dto: CreateTillDto): Promise<TillPairingDto> {
    const organization = organizationInScope(actor, organizationId);
    return this.transactions.run(async (tx) => {
      if (!(await this.tills.branchExists(organization.id, dto.branchId, tx))) {
        throw new DomainException('branch_not_found');
      }
      // A branch manager adds tills to its own branches only.
      if (actor.branchIds && !actor.branchIds.includes(dto.branchId)) throw new DomainException('forbidden');
      const now = this.clock.now();
      const slot = await this.tills.countCreation(organization.id, now, TILLS_PER_DAY, tx);
      if (!slot.counted) {
        throw DomainException.retryAfter('too_many_requests', (slot.slotFreesAt.getTime() - now.getTime()) / 1000);
      }
      const till = await this.tills.create(
        { organizationId: organization.id, branchId: dto.branchId, name: dto.name, status: 'pending', createdAt: now },
        tx,
      );
      await this.record(
        { actor, action: 'till.created', till, details: { name: till.name, branchId: till.branchId } },
        tx,
      );
      return this.issueCode(actor, till, now, tx);
    });
  }

  async list(actor: ActingUser, organizationId: string): Promise<TillViewDto[]> {
    const organization = organizationInScope(actor, organizationId);
    return (await this.tills.list(organization.id, actor.branchIds)).map(toTillView);
  }

  /** A new pairing code: the till's credential and its staff sessions end at once. */
  reissueCode(actor: ActingUser, organizationId: string, tillId: string): Promise<TillPairingDto> {
    return this.transactions.run(async (tx) => {
      const till = await this.manageable(actor, organizationId, tillId, tx);
      if (till.status === 'revoked') throw new DomainException('till_revoked');
      const now = this.clock.now();
      await this.credentials.endCredentials(till.id, now, 'repaired', tx);
      till.status = 'pending';
      return this.issueCode(actor, till, now, tx);
    });
  }

  /**
   * Revokes a till: every token of it and every staff session on it refused from the next
   * request. A lost till (CONTRACT §12.1) also clears, in the same transaction, the PIN of
   * every member whose current PIN an offline kit of it carried (its kits can be brute-forced
   * offline), each an audit `member.pin_cleared`; also for a till revoked before.
   */
  async revoke(actor: ActingUser, organizationId: string, tillId: string, lost = false): Promise<LostTillDto | void> {
    return this.transactions.run(async (tx) => {
      const till = await this.manageable(actor, organizationId, tillId, tx);
      if (till.status !== 'revoked') {
        await this.credentials.endCredentials(till.id, this.clock.now(), 'revoked', tx);
        till.status = 'revoked';
        till.pairingCodeHash = null;
        till.pairingExpiresAt = null;
        await this.tills.save(till, tx);
        await this.record({ actor, action: 'till.revoked', till }, tx);
      }
      if (!lost) return;
      const pinsCleared = await this.verifiers.clearCarriedByTill(till.organizationId, till.id, tx);
      for (const userId of pinsCleared) {
        await this.audit.record(
          {
            actor,
            action: 'member.pin_cleared',
            target: { type: 'user', id: userId, organizationId: till.organizationId },
            details: { reason: 'till_lost', tillId: till.id },
          },
          tx,
        );
      }
      return { till: toTillView(till), pinsCleared };
    });
  }

  /** Pairs the till whose code this is (single use): its credential and first tokens. */
  async pair(code: string, requestId: string): Promise<PairedTillDto> {
    const normalized = normalizePairingCode(code);
    if (!normalized) throw new DomainException('pairing_code_invalid');
    return this.transactions.run(async (tx) => {
      const now = this.clock.now();
      const till = await this.tills.pair(this.hashCode(normalized), now, tx);
      if (!till) throw new DomainException('pairing_code_invalid');
      const salt = RefreshFamilies.newSalt();
      const credentialId = await this.credentials.createCredential(till.id, now, salt, tx);
      // The device acts for itself: its own id is the actor of its pairing.
      await this.record({ actor: { userId: till.id, requestId }, action: 'till.paired', till }, tx);
      const tokens = await this.issueTokens(till, credentialId, now, this.families.tokenAt(credentialId, salt, 1), tx);
      return { till: toTillView(till), ...tokens };
    });
  }

  /**
   * Exchanges a till's refresh token for a new pair: single use and rotating, with the grace
   * of CONTRACT §11.6; reuse past it (of any earlier token of the credential's family, CONTRACT
   * §12.3) ends the credential (the till waits for a new code). Two token rows stay.
   */
  async refresh(token: string): Promise<TillTokensDto> {
    const now = this.clock.now();
    const tokenHash = hashRefreshToken(token);
    const family = parseFamilyToken(token);
    const next = family ? this.families.next(family) : null;
    const issued = await this.transactions.run(async (tx) => {
      const rotated =
        family && next ? await this.credentials.rotate(tokenHash, family, hashRefreshToken(next.token), now, tx) : null;
      let credentialId: string;
      let successor: { token: string; generation: number };
      if (rotated?.matched) {
        credentialId = rotated.credentialId;
        successor = next!;
      } else {
        // A replay, reuse, or an opaque token from before the families (which starts one).
        const presented = { tokenHash, family, families: this.families };
        const judged = await this.credentials.judge(presented, now, this.config.refreshReuseGraceSeconds, tx);
        if (judged.outcome === 'unknown') return null;
        if (judged.outcome === 'reuse') {
          await this.credentials.endForReuse(judged.ownerId, now, tx);
          return null;
        }
        credentialId = judged.ownerId;
        const salt = await this.credentials.familySalt(credentialId, RefreshFamilies.newSalt(), tx);
        successor = {
          token: this.families.tokenAt(credentialId, salt, judged.generation),
          generation: judged.generation,
        };
        await this.credentials.linkSuccessor(tokenHash, hashRefreshToken(successor.token), tx);
      }
      const till = await this.credentials.useCredential(credentialId, now, tx);
      if (!till) return null;
      const hash = hashRefreshToken(successor.token);
      await this.credentials.addRefreshToken(credentialId, { hash, generation: successor.generation }, now, tx);
      await this.credentials.pruneTokens(credentialId, tokenHash, tx);
      return { ...till, credentialId, refreshToken: successor.token };
    });
    if (!issued) throw new DomainException('session_expired');
    return {
      accessToken: await this.tillToken(issued.tillId, issued.organizationId, issued.credentialId, now),
      refreshToken: issued.refreshToken,
      expiresIn: this.accessTokens.ttlSeconds,
    };
  }

  private async issueTokens(
    till: Till,
    credentialId: string,
    now: Date,
    refreshToken: string,
    tx: Transaction,
  ): Promise<TillTokensDto> {
    await this.credentials.addRefreshToken(
      credentialId,
      { hash: hashRefreshToken(refreshToken), generation: 1 },
      now,
      tx,
    );
    return {
      accessToken: await this.tillToken(till.id, till.organizationId, credentialId, now, tx),
      refreshToken,
      expiresIn: this.accessTokens.ttlSeconds,
    };
  }

  private tillToken(tillId: string, organizationId: string, credentialId: string, now: Date, tx?: Transaction) {
    return this.accessTokens.signToken(
      { kind: 'till', sub: tillId, sid: credentialId, till: tillId, org: organizationId },
      now.getTime(),
      tx,
    );
  }

  private async issueCode(actor: ActingUser, till: Till, now: Date, tx: Transaction): Promise<TillPairingDto> {
    const code = newPairingCode();
    till.pairingCodeHash = this.hashCode(code);
    till.pairingExpiresAt = new Date(now.getTime() + PAIRING_TTL_MS);
    const saved = await this.tills.save(till, tx);
    const details = { expiresAt: saved.pairingExpiresAt!.toISOString() };
    await this.record({ actor, action: 'till.pairing_code_issued', till: saved, details }, tx);
    return { till: toTillView(saved), pairingCode: code, pairingExpiresAt: saved.pairingExpiresAt!.toISOString() };
  }

  /** A till of the organization the caller may manage; a branch manager's reach ends at its branches. */
  private async manageable(actor: ActingUser, organizationId: string, tillId: string, tx: Transaction): Promise<Till> {
    const organization = organizationInScope(actor, organizationId);
    const till = await this.tills.lock(organization.id, tillId, tx);
    if (!till || (actor.branchIds && !actor.branchIds.includes(till.branchId))) {
      throw new DomainException('till_not_found');
    }
    return till;
  }

  private hashCode(code: string): string {
    return this.secrets.hashCode('till-pairing', code);
  }

  private record(event: TillEvent, tx: Transaction): Promise<void> {
    const { actor, action, till, details } = event;
    return this.audit.record(
      { actor, action, target: { type: 'till', id: till.id, organizationId: till.organizationId }, details },
      tx,
    );
  }
}
