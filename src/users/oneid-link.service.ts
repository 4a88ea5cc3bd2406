import { Injectable } from '@nestjs/common';
import type { Caller } from '../access/caller';
import { AuditService } from '../audit/audit.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import { SecretsService } from '../config/secrets.service';
import { isUniqueViolation } from '../database/query-helpers';
import { TransactionRunner } from '../database/transaction-runner';
import { OneIdCodeDto, OneIdStartDto } from '../oneid/dto/oneid.dto';
import { OneIdFlows } from '../oneid/oneid-flows.service';
import { OneIdLinkViewDto } from './dto/user-view.dto';
import { UsersRepository } from './users.repository';

/**
 * An account's link to a OneID person (CONTRACT §12.2). The PINFL is kept only as its keyed
 * hash and its last four digits; names are never copied from OneID.
 */
@Injectable()
export class OneIdLinkService {
  constructor(
    private readonly flows: OneIdFlows,
    private readonly users: UsersRepository,
    private readonly secrets: SecretsService,
    private readonly transactions: TransactionRunner,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  start(caller: Caller): Promise<OneIdStartDto> {
    return this.flows.start('link', { callerId: caller.userId, organizationId: null });
  }

  /**
   * Links the PINFL OneID names. The same PINFL again is no change (200, the first link's
   * time, no event); another PINFL on this account, or this PINFL on another account, is 409
   * oneid_already_linked.
   */
  async link(caller: Caller, requestId: string, dto: OneIdCodeDto): Promise<OneIdLinkViewDto> {
    const person = await this.flows.finish('link', dto, { callerId: caller.userId, organizationId: null });
    const pinflHash = this.secrets.hashPinfl(person.pin);
    const pinflLast4 = person.pin.slice(-4);
    const linkedAt = this.clock.now();
    try {
      const linked = await this.transactions.run(async (tx) => {
        if (!(await this.users.linkOneId(caller.userId, { pinflHash, pinflLast4, linkedAt }, tx))) return false;
        await this.audit.record(
          {
            actor: { userId: caller.userId, requestId },
            action: 'user.oneid_linked',
            target: { type: 'user', id: caller.userId },
            details: { pinflLast4 },
          },
          tx,
        );
        return true;
      });
      if (linked) return { linkedAt: linkedAt.toISOString(), pinflLast4 };
    } catch (error) {
      if (isUniqueViolation(error, 'users_oneid_pinfl_hash_key')) throw new DomainException('oneid_already_linked');
      throw error;
    }
    const user = await this.users.findById(caller.userId);
    if (user?.oneidPinflHash === pinflHash && user.oneidLinkedAt && user.oneidPinflLast4) {
      return { linkedAt: user.oneidLinkedAt.toISOString(), pinflLast4: user.oneidPinflLast4 };
    }
    throw new DomainException('oneid_already_linked');
  }

  /** Forgets the link: 404 oneid_not_linked when there is none. */
  async unlink(caller: Caller, requestId: string): Promise<void> {
    this.flows.requireConfigured();
    await this.transactions.run(async (tx) => {
      const last4 = await this.users.unlinkOneId(caller.userId, tx);
      if (last4 === null) throw new DomainException('oneid_not_linked');
      await this.audit.record(
        {
          actor: { userId: caller.userId, requestId },
          action: 'user.oneid_unlinked',
          target: { type: 'user', id: caller.userId },
          details: { pinflLast4: last4 },
        },
        tx,
      );
    });
  }
}
