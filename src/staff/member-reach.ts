import { Injectable } from '@nestjs/common';
import type { Member } from '../access/members.repository';
import { Actor, RankPolicy } from '../access/rank-policy';
import { DomainException } from '../common/errors/domain.exception';
import { rankOf } from './member-view.mapper';

/** Whom a member may manage (change, remove, set the PIN of): the rule members and PINs share. */
@Injectable()
export class MemberReach {
  constructor(private readonly policy: RankPolicy) {}

  /** Rule 1 within the organization, and a branch manager's reach ends at its branches. */
  assert(actor: Actor, member: Member): void {
    if (!this.policy.outranks(actor, rankOf(member))) throw new DomainException('insufficient_rank');
    const branchIds = actor.branchIds;
    if (branchIds && !member.roles.every((r) => r.branchId !== null && branchIds.includes(r.branchId))) {
      throw new DomainException('insufficient_rank');
    }
  }
}
