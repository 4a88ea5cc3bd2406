import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { Actor, RankPolicy } from '../auth/authorization/rank-policy';
import { SecretsService } from '../auth/secrets.service';
import { Clock } from '../common/clock/clock';
import { DomainException } from '../common/errors/domain.exception';
import type { ActingUser } from '../common/http/request-context';
import { Organization } from '../organizations/entities/organization.entity';
import { BranchesRepository } from '../organizations/branches.repository';
import { OrganizationsRepository } from '../organizations/organizations.repository';
import { OrganizationsService } from '../organizations/organizations.service';
import { RoleViewDto } from '../users/dto/user-view.dto';
import { Role } from '../users/entities/role.entity';
import { RolesRepository } from '../users/roles.repository';
import { toRoleView } from '../users/user-view.mapper';
import { UsersRepository } from '../users/users.repository';
import { AddMemberDto, ChangeMemberDto, MemberViewDto } from './dto/member.dto';
import { byStanding, rankOf, toMemberView } from './member-view.mapper';
import { Member, MembersRepository } from './members.repository';
import { PinsRepository } from './pins.repository';

const LOOKUP_WINDOW_MS = 60_000;
const LOOKUP_MAX_WRONG = 5;

/**
 * Organization staff: who belongs, with which client role, and their till PINs. Changes to
 * one organization's staff serialise on its row, so two requests never both add one person.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly organizationRepository: OrganizationsRepository,
    private readonly organizations: OrganizationsService,
    private readonly branches: BranchesRepository,
    private readonly members: MembersRepository,
    private readonly pins: PinsRepository,
    private readonly roles: RolesRepository,
    private readonly users: UsersRepository,
    private readonly policy: RankPolicy,
    private readonly secrets: SecretsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async list(organizationId: string): Promise<MemberViewDto[]> {
    const organization = await this.organizations.find(organizationId);
    return (await this.members.find(organization)).sort(byStanding).map(toMemberView);
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
    return this.organizationRepository.transaction(async (manager) => {
      const organization = await this.organizations.lock(manager, organizationId);
      const role = await this.grantableRole(manager, actor, organization, dto);
      const user = await this.users.ensureForStaff(manager, dto);
      if ((await this.members.find(organization, { userId: user.id, manager })).length > 0) {
        throw new DomainException('member_exists');
      }
      await this.assign(manager, organization, user.id, role, dto.branchId);
      return this.view(manager, organization, user.id);
    });
  }

  /** Replaces the member's roles in this organization (and its branches) with one. */
  change(actor: ActingUser, organizationId: string, userId: string, dto: ChangeMemberDto): Promise<MemberViewDto> {
    return this.organizationRepository.transaction(async (manager) => {
      const organization = await this.organizations.lock(manager, organizationId);
      const member = await this.manageableMember(manager, actor, organization, userId, dto);
      await this.members.removeFromOrganization(manager, organization.id, member.userId);
      const role = (await this.roles.findById(dto.roleId, manager))!;
      await this.assign(manager, organization, member.userId, role, dto.branchId);
      return this.view(manager, organization, member.userId);
    });
  }

  /** Takes the member's roles in this organization and its PIN there. */
  remove(actor: ActingUser, organizationId: string, userId: string): Promise<void> {
    return this.organizationRepository.transaction(async (manager) => {
      const organization = await this.organizations.lock(manager, organizationId);
      const member = await this.manageableMember(manager, actor, organization, userId);
      await this.members.removeFromOrganization(manager, organization.id, member.userId);
      await this.members.deletePin(manager, organization.id, member.userId);
    });
  }

  /** Anyone sets their own PIN; another member's only with org.pins.manage and a higher rank (rule 6). */
  async setPin(actor: ActingUser, organizationId: string, userId: string, pin: string): Promise<void> {
    const organization = await this.organizations.find(organizationId);
    const [member] = await this.members.find(organization, { userId });
    if (!member) throw new DomainException('member_not_found');
    if (member.userId !== actor.userId) {
      if (!actor.permissions.has('org.pins.manage')) {
        throw new DomainException('forbidden', { permission: 'org.pins.manage' });
      }
      this.assertReaches(actor, member);
    }
    if (!(await this.pins.set(organization.id, member.userId, this.secrets.hashPin(organization.id, pin)))) {
      throw new DomainException('pin_taken');
    }
  }

  /**
   * The till's lookup by PIN. A wrong PIN is answered only when it can still be counted
   * (five a minute per caller and organization, counted atomically, so parallel guesses
   * learn nothing more); once the window is full every lookup there is 429, right PINs too.
   * Right PINs are not counted.
   */
  async lookup(actor: ActingUser, organizationId: string, pin: string): Promise<MemberViewDto> {
    const organization = await this.organizations.find(organizationId);
    const now = this.clock.now();
    const userId = await this.pins.findUserByPin(organization.id, this.secrets.hashPin(organization.id, pin));
    const [member] = userId ? await this.members.find(organization, { userId }) : [];
    if (member) {
      const until = await this.pins.lockedUntil(organization.id, actor.userId, now, LOOKUP_WINDOW_MS, LOOKUP_MAX_WRONG);
      if (until) throw DomainException.retryAfter('too_many_requests', (until.getTime() - now.getTime()) / 1000);
      return toMemberView(member);
    }
    const guess = await this.pins.reserveGuess(organization.id, actor.userId, now, LOOKUP_WINDOW_MS, LOOKUP_MAX_WRONG);
    if (!guess.reserved) {
      const seconds = (guess.windowStartedAt.getTime() + LOOKUP_WINDOW_MS - now.getTime()) / 1000;
      throw DomainException.retryAfter('too_many_requests', seconds);
    }
    throw new DomainException('member_not_found');
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
    return this.organizationRepository.transaction(async (manager) => {
      const organization = await this.organizations.lock(manager, organizationId);
      const owner = (await this.roles.findByCode('owner', manager))!;
      const user = await this.users.ensureForStaff(manager, person);
      await this.members.removeOtherOwners(manager, organization.clientId, owner.id, user.id);
      await this.roles.assign(manager, {
        userId: user.id,
        roleId: owner.id,
        scopeType: 'client',
        clientId: organization.clientId,
      });
      await this.audit.record(
        manager,
        actor,
        'organization.owner_handed_over',
        { type: 'organization', id: organization.id },
        { ownerUserId: user.id, phone: user.phone },
      );
      return (await this.members.find(organization, { manager })).sort(byStanding).map(toMemberView);
    });
  }

  /** The role and branch of an add or change, after rules 1, 2 and 4 and the caller's branch confinement. */
  private async grantableRole(
    manager: EntityManager,
    actor: Actor,
    organization: Organization,
    dto: { roleId: string; branchId?: string },
  ): Promise<Role> {
    const role = await this.roles.findById(dto.roleId, manager);
    if (!role) throw new DomainException('role_not_found');
    if (role.audience !== 'client') throw new DomainException('role_scope_mismatch');
    if (dto.branchId && !(await this.branches.findInOrganization(organization.id, dto.branchId, manager))) {
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
    manager: EntityManager,
    actor: Actor,
    organization: Organization,
    userId: string,
    change?: { roleId: string; branchId?: string },
  ): Promise<Member> {
    const [member] = await this.members.find(organization, { userId, manager });
    if (!member) throw new DomainException('member_not_found');
    if (member.userId === actor.userId) throw new DomainException('cannot_manage_self');
    if (change) await this.grantableRole(manager, actor, organization, change);
    this.assertReaches(actor, member);
    return member;
  }

  /** Rule 1 within the organization, and a branch manager's reach ends at its branches. */
  private assertReaches(actor: Actor, member: Member): void {
    if (!this.policy.outranks(actor, rankOf(member))) throw new DomainException('insufficient_rank');
    const branchIds = actor.branchIds;
    if (branchIds && !member.roles.every((r) => r.branchId !== null && branchIds.includes(r.branchId))) {
      throw new DomainException('insufficient_rank');
    }
  }

  private async assign(
    manager: EntityManager,
    organization: Organization,
    userId: string,
    role: Role,
    branchId: string | undefined,
  ): Promise<void> {
    await this.roles.assign(manager, {
      userId,
      roleId: role.id,
      scopeType: branchId ? 'branch' : 'organization',
      clientId: organization.clientId,
      organizationId: organization.id,
      branchId,
    });
  }

  private async view(manager: EntityManager, organization: Organization, userId: string): Promise<MemberViewDto> {
    const [member] = await this.members.find(organization, { userId, manager });
    return toMemberView(member);
  }
}
