import { groupByUser } from '../common/rows/group-by-user';
import { Injectable } from '@nestjs/common';
import { HotStatements } from '../database/hot-statements';
import { Transaction } from '../database/transaction-runner';
import type { UserStatus } from '../users/entities/user.entity';
import { MEMBERS_OF_ORGANIZATION } from './access.sql';
import { AssignmentRow, assignmentsOf } from './assignments.repository';
import type { HeldAssignment } from './caller';
import type { ScopeType } from './entities/role-assignment.entity';
import { RolesRepository } from './roles.repository';

/** One role of a member that applies to the organization: never a platform one, always in a client. */
export type MemberRole = HeldAssignment & { scopeType: Exclude<ScopeType, 'platform'>; clientId: string };

/** A member of an organization: the user, every role of it that applies there, whether it has a PIN there. */
export interface Member {
  userId: string;
  phone: string;
  firstName: string;
  lastName: string;
  status: UserStatus;
  hasPin: boolean;
  roles: MemberRole[];
}

interface MemberRow extends AssignmentRow {
  phone: string;
  first_name: string;
  last_name: string;
  status: UserStatus;
  has_pin: boolean;
}

/** The organization's version, read by the members statement in the same snapshot as its rows. */
type VersionedMemberRow = MemberRow & { organization_version: string };

/**
 * The members of an organization: a read model of its role assignments with their users and
 * PINs (MEMBERS_OF_ORGANIZATION), and the member the PIN lookup read beside the caller. It
 * only reads; the grants are AssignmentsRepository's.
 */
@Injectable()
export class MembersRepository {
  constructor(
    private readonly statements: HotStatements,
    private readonly roles: RolesRepository,
  ) {}

  /**
   * The members of an organization with every role that applies to it — on its client, on
   * it, on its branches — and whether they have a PIN: one query.
   */
  async findMembers(organization: { id: string; clientId: string }, tx?: Transaction): Promise<Member[]> {
    return (await this.selectMembers(organization, null, tx)).members;
  }

  /**
   * As `findMembers`, with the organization's version the rows belong to (undefined when
   * there are no rows: no member, and nothing read the version).
   */
  findMembersVersioned(organization: {
    id: string;
    clientId: string;
  }): Promise<{ version?: string; members: Member[] }> {
    return this.selectMembers(organization, null);
  }

  /** One member of the organization (as `findMembers` sees it), or undefined. */
  async findMember(
    organization: { id: string; clientId: string },
    userId: string,
    tx?: Transaction,
  ): Promise<Member | undefined> {
    const [member] = (await this.selectMembers(organization, userId, tx)).members;
    return member;
  }

  /**
   * What `memberByPinSql` read: the member holding the PIN and — when there is one — the
   * start of the caller's window of wrong PINs, if it is full (the lookup is then refused).
   */
  async memberByPinOf(read: string | null): Promise<{
    member: Member;
    fullWindowStartedAt: Date | null;
    organizationFullSince: string | null;
    pin: { userId: string; pinVersion: string; verifierMissing: boolean };
  } | null> {
    const {
      members: rows,
      fullWindowStartedAt,
      organizationFullSince,
    } = JSON.parse(read ?? '{}') as {
      members?: (MemberRow & { pin_version: string; verifier_missing: boolean })[] | null;
      fullWindowStartedAt?: string | null;
      organizationFullSince?: string | null;
    };
    const [member] = await this.toMembers(rows ?? []);
    if (!member || !rows) return null;
    // The PIN's row as read: its version, and whether its offline verifier is still to be made.
    const pin = { userId: rows[0].user_id, pinVersion: rows[0].pin_version, verifierMissing: rows[0].verifier_missing };
    return {
      member,
      fullWindowStartedAt: fullWindowStartedAt ? new Date(fullWindowStartedAt) : null,
      organizationFullSince: organizationFullSince ?? null,
      pin,
    };
  }

  private async selectMembers(
    organization: { id: string; clientId: string },
    userId: string | null,
    tx?: Transaction,
  ): Promise<{ version?: string; members: Member[] }> {
    const values = [organization.id, organization.clientId, userId];
    const rows = await this.statements.rows<VersionedMemberRow>(MEMBERS_OF_ORGANIZATION, values, tx);
    return { version: rows[0]?.organization_version, members: await this.toMembers(rows) };
  }

  /** Rows to members, each with its roles. */
  private async toMembers(rows: MemberRow[]): Promise<Member[]> {
    const assignments = await assignmentsOf(this.roles, rows);
    return groupByUser(
      rows,
      (row): Member => ({
        userId: row.user_id,
        phone: row.phone,
        firstName: row.first_name,
        lastName: row.last_name,
        status: row.status,
        hasPin: row.has_pin,
        roles: [],
      }),
      // The statements keep only the roles that apply to an organization: in a client, never the platform's.
      (member, _row, i) => member.roles.push(assignments[i] as MemberRole),
    );
  }
}
