import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { Actor, RankPolicy } from '../access/rank-policy';
import { organizationInScope } from '../access/standing';
import { PolledAnswer, PolledLists } from '../common/http/polled-lists';
import { DomainException } from '../common/errors/domain.exception';
import type { ActingUser } from '../access/current-caller.decorator';
import { Organization } from '../organizations/entities/organization.entity';
import { BranchesRepository } from '../organizations/branches.repository';
import { OrganizationsService } from '../organizations/organizations.service';
import { RoleViewDto } from '../access/dto/role-view.dto';
import { Role } from '../access/entities/role.entity';
import { RolesRepository } from '../access/roles.repository';
import { toRoleView } from '../access/role-view.mapper';
import { AssignmentsRepository } from '../access/assignments.repository';
import { Member, MembersRepository } from '../access/members.repository';
import { UsersRepository } from '../users/users.repository';
import { AddMemberDto, ChangeMemberDto, MemberViewDto } from './dto/member.dto';
import { byStanding, toMemberView } from './member-view.mapper';
import { MemberReach } from './member-reach';
import { PinsRepository } from './pins.repository';
import { Transaction, TransactionRunner } from '../database/transaction-runner';
import { WebhooksService } from '../webhooks/webhooks.service';

/**
 * Organization staff: who belongs, with which client role, and the owner hand-over. Changes
 * to one organization's staff serialise on its row, so two requests never both add one person.
 */
@Injectable()
export class MembersService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly organizations: OrganizationsService,
    private readonly branches: BranchesRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly members: MembersRepository,
    private readonly pins: PinsRepository,
    private readonly roles: RolesRepository,
    private readonly users: UsersRepository,
    private readonly policy: RankPolicy,
    private readonly reach: MemberReach,
    private readonly audit: AuditService,
    private readonly polled: PolledLists,
    private readonly webhooks: WebhooksService,
  ) {}

  /**
   * The members list as a polled answer (CONTRACT §11.5): every caller allowed to read it
   * sees the same list, so one answer per organization version, served from memory while the
   * guard reads that version; `304` when `ifNoneMatch` names its tag.
   */
  list(actor: ActingUser, organizationId: string, ifNoneMatch?: string): Promise<PolledAnswer> {
    const organization = organizationInScope(actor, organizationId);
    const key = { list: 'members', organizationId: organization.id, variant: '' };
    return this.polled.answer(key, organization.version, ifNoneMatch, async () => {
      const { version, members } = await this.members.findMembersVersioned(organization);
      return { version: version ?? organization.version, value: members.sort(byStanding).map(toMemberView) };
    });
  }

  /** Client roles below the caller's rank whose permissions the caller holds. */
  async assignableRoles(actor: Actor): Promise<RoleViewDto[]> {
    const roles = await this.roles.findAll();
    return roles
      .filter((role) => role.audience === 'client' && this.policy.outranks(actor, role.rank))
      .filter((role) => role.permissions.every((p) => actor.permissions.has(p)))
      .map(toRoleView);
  }

  /** Adds a person by phone (an account is made when missing) with one client role. */
  add(actor: ActingUser, organizationId: string, dto: AddMemberDto): Promise<MemberViewDto> {
    return this.transactions.run(async (tx) => {
      const organization = await this.organizations.lock(organizationId, tx);
      const role = await this.grantableRole(actor, organization, dto, tx);
      const user = await this.users.ensureForStaff(dto, tx);
      if (await this.members.findMember(organization, user.id, tx)) {
        throw new DomainException('member_exists');
      }
      await this.assign(organization, user.id, role, dto.branchId, tx);
      await this.audit.record(
        {
          actor,
          action: 'member.added',
          target: { type: 'user', id: user.id, organizationId: organization.id },
          details: { roleId: role.id, role: role.code, branchId: dto.branchId ?? null },
        },
        tx,
      );
      return this.view(organization, user.id, tx);
    });
  }

  /** Replaces the member's roles in this organization (and its branches) with one. */
  change(actor: ActingUser, organizationId: string, userId: string, dto: ChangeMemberDto): Promise<MemberViewDto> {
    return this.transactions.run(async (tx) => {
      const organization = await this.organizations.lock(organizationId, tx);
      const member = await this.manageableMember(actor, organization, { userId, change: dto }, tx);
      await this.assignments.removeFromOrganization(organization.id, member.userId, tx);
      const role = (await this.roles.findById(dto.roleId, tx))!;
      await this.assign(organization, member.userId, role, dto.branchId, tx);
      await this.audit.record(
        {
          actor,
          action: 'member.updated',
          target: { type: 'user', id: member.userId, organizationId: organization.id },
          details: { previousRoles: rolesOf(member), roleId: role.id, role: role.code, branchId: dto.branchId ?? null },
        },
        tx,
      );
      return this.view(organization, member.userId, tx);
    });
  }

  /**
   * Takes the member's roles in this organization and its PIN there; the webhook endpoints
   * the member made for it stop at once (CONTRACT §12.4).
   */
  remove(actor: ActingUser, organizationId: string, userId: string): Promise<void> {
    return this.transactions.run(async (tx) => {
      const organization = await this.organizations.lock(organizationId, tx);
      const member = await this.manageableMember(actor, organization, { userId }, tx);
      await this.assignments.removeFromOrganization(organization.id, member.userId, tx);
      await this.pins.delete(organization.id, member.userId, tx);
      await this.webhooks.disableEndpointsCreatedBy(member.userId, organization.id, actor, tx);
      await this.audit.record(
        {
          actor,
          action: 'member.removed',
          target: { type: 'user', id: member.userId, organizationId: organization.id },
          details: { previousRoles: rolesOf(member) },
        },
        tx,
      );
    });
  }

  /**
   * Makes the person with this phone the only Owner of the organization's client, in one
   * transaction; answers the organization's members.
   */
  handOver(
    actor: ActingUser,
    organizationId: string,
    person: { phone: string; firstName: string; lastName: string },
  ): Promise<MemberViewDto[]> {
    return this.transactions.run(async (tx) => {
      const organization = await this.organizations.lock(organizationId, tx);
      const owner = (await this.roles.findByCode('owner', tx))!;
      const user = await this.users.ensureForStaff(person, tx);
      const previousOwners = await this.assignments.removeOtherOwners(organization.clientId, owner.id, user.id, tx);
      await this.assignments.assign(
        {
          userId: user.id,
          role: owner,
          scopeType: 'client',
          clientId: organization.clientId,
        },
        tx,
      );
      await this.audit.record(
        {
          actor,
          action: 'organization.owner_handed_over',
          target: { type: 'organization', id: organization.id },
          details: { ownerUserId: user.id, phone: user.phone },
        },
        tx,
      );
      // A previous owner who holds no other role in the organization has left it (CONTRACT §12.4).
      for (const previous of previousOwners) {
        if (!(await this.members.findMember(organization, previous, tx))) {
          await this.webhooks.disableEndpointsCreatedBy(previous, organization.id, actor, tx);
        }
      }
      return (await this.members.findMembers(organization, tx)).sort(byStanding).map(toMemberView);
    });
  }

  /** The role and branch of an add or change, after rules 1, 2 and 4 and the caller's branch confinement. */
  private async grantableRole(
    actor: Actor,
    organization: Organization,
    dto: { roleId: string; branchId?: string },
    tx: Transaction,
  ): Promise<Role> {
    const role = await this.roles.findById(dto.roleId, tx);
    if (!role) throw new DomainException('role_not_found');
    if (role.audience !== 'client') throw new DomainException('role_scope_mismatch');
    if (dto.branchId && !(await this.branches.findInOrganization(organization.id, dto.branchId, tx))) {
      throw new DomainException('branch_not_found');
    }
    this.policy.assertMayGrant(actor, role);
    if (actor.branchIds && !(dto.branchId && actor.branchIds.includes(dto.branchId))) {
      throw new DomainException('insufficient_rank');
    }
    return role;
  }

  /** A member the caller may change or remove: not itself, of lower rank, within its branches. */
  private async manageableMember(
    actor: Actor,
    organization: Organization,
    { userId, change }: { userId: string; change?: { roleId: string; branchId?: string } },
    tx: Transaction,
  ): Promise<Member> {
    const member = await this.members.findMember(organization, userId, tx);
    if (!member) throw new DomainException('member_not_found');
    if (member.userId === actor.userId) throw new DomainException('cannot_manage_self');
    if (change) await this.grantableRole(actor, organization, change, tx);
    this.reach.assert(actor, member);
    return member;
  }

  private async assign(
    organization: Organization,
    userId: string,
    role: Role,
    branchId: string | undefined,
    tx: Transaction,
  ): Promise<void> {
    await this.assignments.assign(
      {
        userId,
        role,
        scopeType: branchId ? 'branch' : 'organization',
        clientId: organization.clientId,
        organizationId: organization.id,
        branchId,
      },
      tx,
    );
  }

  private async view(organization: Organization, userId: string, tx: Transaction): Promise<MemberViewDto> {
    return toMemberView((await this.members.findMember(organization, userId, tx))!);
  }
}

/** A member's roles here as the trail names them: role code and branch. */
function rolesOf(member: Member): { role: string | null; branchId: string | null }[] {
  return member.roles.filter((r) => r.scopeType !== 'client').map((r) => ({ role: r.role.code, branchId: r.branchId }));
}
