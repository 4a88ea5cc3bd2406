import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception';

/** What the policy needs to know of the caller in one scope (platform or an organization). */
export interface Actor {
  userId: string;
  /** The highest rank among the caller's roles in the scope; -Infinity with none. */
  rank: number;
  permissions: ReadonlySet<string>;
  /** Holds the platform `director` role: the exception of rule 1 in the portal. */
  isDirector: boolean;
  /**
   * In an organization: the branches the caller's authority is confined to, when every role
   * it holds there is a branch role; undefined when it holds a role on the client or the
   * whole organization.
   */
  branchIds?: readonly string[];
  /** In an organization: which one, as the guard found it (no handler reads it again). */
  organization?: { id: string; clientId: string; version: string };
}

export interface RankedRole {
  rank: number;
  permissions: readonly string[];
}

export interface Options {
  /** Rule 1's director exception applies (portal user operations only). */
  directorException?: boolean;
}

/**
 * Authorization rules 1, 2 and 5 of the specification, decided in one place: who may
 * manage whom and give which role.
 */
@Injectable()
export class RankPolicy {
  /** A user or role of the caller's rank or higher is out of reach (rule 1). */
  outranks(actor: Actor, rank: number, options: Options = {}): boolean {
    return rank < actor.rank || (options.directorException === true && actor.isDirector);
  }

  /** Managing another user: never oneself (rule 5), never the same or a higher rank (rule 1). */
  assertMayManageUser(actor: Actor, target: { userId: string; rank: number }, options: Options = {}): void {
    if (target.userId === actor.userId) throw new DomainException('cannot_manage_self');
    if (!this.outranks(actor, target.rank, options)) throw new DomainException('insufficient_rank');
  }

  /** Giving (or taking) a role: below the caller's rank (rule 1), nothing the caller does not hold (rule 2). */
  assertMayGrant(actor: Actor, role: RankedRole, options: Options = {}): void {
    if (!this.outranks(actor, role.rank, options)) throw new DomainException('insufficient_rank');
    const missing = role.permissions.filter((p) => !actor.permissions.has(p)).sort();
    if (missing.length > 0) throw new DomainException('permission_not_held', { missing });
  }

  /** Blocking or unblocking: never oneself (rule 5), else as managing a user. */
  assertMayChangeStatus(actor: Actor, target: { userId: string; rank: number }, options: Options = {}): void {
    if (target.userId === actor.userId) throw new DomainException('cannot_change_own_status');
    this.assertMayManageUser(actor, target, options);
  }
}

/** The caller's standing from the roles it holds in a scope. */
export function actorOf(
  userId: string,
  roles: readonly { code: string | null; rank: number; permissions: readonly string[] }[],
): Actor {
  return {
    userId,
    rank: roles.reduce((max, role) => Math.max(max, role.rank), Number.NEGATIVE_INFINITY),
    permissions: new Set(roles.flatMap((role) => role.permissions)),
    isDirector: roles.some((role) => role.code === 'director'),
  };
}
