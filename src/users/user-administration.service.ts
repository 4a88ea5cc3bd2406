import { Injectable } from '@nestjs/common';
import { AuditService } from '../audit/audit.service';
import { actorOf, RankPolicy } from '../access/rank-policy';
import { DomainException } from '../common/errors/domain.exception';
import { Transaction, TransactionRunner } from '../database/transaction-runner';
import { pageAskedBy, toPage } from '../common/http/pagination';
import type { ActingUser } from '../access/current-caller.decorator';
import { AccountSessions } from './account-sessions';
import { UserViewDto } from './dto/user-view.dto';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { AssignmentsRepository } from '../access/assignments.repository';
import { RolesRepository } from '../access/roles.repository';
import { AssignRoleDto, CreatePortalUserDto, ListUsersQueryDto, UpdatePortalUserDto } from './dto/portal-user.dto';
import { toUserView } from './user-view.mapper';
import { UsersRepository } from './users.repository';
import { WebhooksService } from '../webhooks/webhooks.service';

/** The director exception of rule 1 covers every portal user operation (CONTRACT §9). */
const PORTAL = { directorException: true };

/** Platform staff manage users: create, list, change, block, and give platform roles. */
@Injectable()
export class UserAdministrationService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly users: UsersRepository,
    private readonly roles: RolesRepository,
    private readonly assignments: AssignmentsRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessions: AccountSessions,
    private readonly policy: RankPolicy,
    private readonly audit: AuditService,
    private readonly webhooks: WebhooksService,
  ) {}

  /** An active account at once, with no role. */
  async create(actor: ActingUser, dto: CreatePortalUserDto): Promise<UserViewDto> {
    const authMethod = dto.authMethod ?? (dto.password ? 'password' : 'sms');
    if (authMethod === 'password' && !dto.password) throw new DomainException('password_required');
    const passwordHash = dto.password ? await this.passwords.hash(dto.password) : null;
    return this.transactions.run(async (tx) => {
      const user = await this.users.insert(
        {
          phone: dto.phone,
          firstName: dto.firstName,
          lastName: dto.lastName,
          passwordHash,
          authMethod,
          status: 'active',
        },
        tx,
      );
      if (!user) throw new DomainException('phone_taken');
      await this.audit.record(
        {
          actor,
          action: 'user.created',
          target: { type: 'user', id: user.id },
          details: { phone: user.phone, authMethod },
        },
        tx,
      );
      return this.view(user, tx);
    });
  }

  async list(query: ListUsersQueryDto): Promise<{ items: UserViewDto[]; nextCursor: string | null }> {
    const page = pageAskedBy(query);
    const rows = await this.users.search({ query: query.query, status: query.status, ...page });
    return toPage(rows, page.limit, async (users) => {
      const assignments = await this.assignments.findAssignmentsOfUsers(users.map((u) => u.id));
      return users.map((user) =>
        toUserView(
          user,
          assignments.filter((a) => a.userId === user.id),
        ),
      );
    });
  }

  async get(id: string): Promise<UserViewDto> {
    const user = await this.users.findById(id);
    if (!user) throw new DomainException('user_not_found');
    return this.view(user);
  }

  /** Names, sign-in method and password; a new password ends every session of the user. */
  async update(actor: ActingUser, id: string, dto: UpdatePortalUserDto): Promise<UserViewDto> {
    const passwordHash = dto.password ? await this.passwords.hash(dto.password) : undefined;
    return this.transactions.run(async (tx) => {
      const user = await this.lockManageable(actor, id, 'user', tx);
      if (dto.authMethod === 'password' && !passwordHash && !user.passwordHash) {
        throw new DomainException('password_required');
      }
      const changes: Partial<User> = {
        ...(dto.firstName !== undefined ? { firstName: dto.firstName } : {}),
        ...(dto.lastName !== undefined ? { lastName: dto.lastName } : {}),
        ...(dto.authMethod !== undefined ? { authMethod: dto.authMethod } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      };
      if (Object.keys(changes).length > 0) await this.users.update(id, changes, tx);
      if (passwordHash) await this.sessions.endAllOfUser(id, 'password_changed_by_staff', tx);
      const changed = Object.keys(changes).map((key) => (key === 'passwordHash' ? 'password' : key));
      await this.audit.record(
        { actor, action: 'user.updated', target: { type: 'user', id }, details: { changed } },
        tx,
      );
      return this.view((await this.users.findById(id, tx))!, tx);
    });
  }

  /**
   * Every session ends at once; the user's access tokens fail on their next request; the
   * organizations' webhook endpoints the user made stop at once (CONTRACT §12.4).
   */
  block(actor: ActingUser, id: string): Promise<UserViewDto> {
    return this.transactions.run(async (tx) => {
      const user = await this.lockManageable(actor, id, 'status', tx);
      if (user.status !== 'blocked') {
        await this.users.update(id, { status: 'blocked' }, tx);
        await this.audit.record(
          { actor, action: 'user.blocked', target: { type: 'user', id }, details: { previousStatus: user.status } },
          tx,
        );
        await this.webhooks.disableEndpointsCreatedBy(id, null, actor, tx);
      }
      await this.sessions.endAllOfUser(id, 'blocked', tx);
      return this.view((await this.users.findById(id, tx))!, tx);
    });
  }

  /** blocked → active; sessions ended by the block stay ended. */
  unblock(actor: ActingUser, id: string): Promise<UserViewDto> {
    return this.transactions.run(async (tx) => {
      const user = await this.lockManageable(actor, id, 'status', tx);
      if (user.status === 'blocked') {
        await this.users.update(id, { status: 'active' }, tx);
        await this.audit.record({ actor, action: 'user.unblocked', target: { type: 'user', id } }, tx);
      }
      return this.view((await this.users.findById(id, tx))!, tx);
    });
  }

  /** A platform role or User, below the caller's rank and within the caller's permissions. */
  assignRole(actor: ActingUser, id: string, dto: AssignRoleDto): Promise<UserViewDto> {
    return this.transactions.run(async (tx) => {
      const user = await this.users.findById(id, tx);
      if (!user) throw new DomainException('user_not_found');
      const role = await this.roles.findById(dto.roleId, tx);
      if (!role) throw new DomainException('role_not_found');
      if (role.audience === 'client') throw new DomainException('role_scope_mismatch');
      await this.assertManageable(actor, user, 'user', tx);
      this.policy.assertMayGrant(actor, role, PORTAL);
      const assignmentId = await this.assignments.assignPlatform(user.id, role, tx);
      if (!assignmentId) throw new DomainException('role_already_assigned');
      await this.audit.record(
        {
          actor,
          action: 'role.assigned',
          target: { type: 'user', id: user.id },
          details: { roleId: role.id, role: role.code, assignmentId },
        },
        tx,
      );
      return this.view(user, tx);
    });
  }

  /** Takes a platform assignment away, under the same rank rules as giving it. */
  removeRole(actor: ActingUser, id: string, assignmentId: string): Promise<UserViewDto> {
    return this.transactions.run(async (tx) => {
      const user = await this.users.findById(id, tx);
      if (!user) throw new DomainException('user_not_found');
      const assignment = await this.assignments.findPlatformAssignment(user.id, assignmentId, tx);
      if (!assignment) throw new DomainException('role_assignment_not_found');
      await this.assertManageable(actor, user, 'user', tx);
      if (!this.policy.outranks(actor, assignment.role.rank, PORTAL)) throw new DomainException('insufficient_rank');
      await this.assignments.removeAssignment(assignment.id, tx);
      await this.audit.record(
        {
          actor,
          action: 'role.removed',
          target: { type: 'user', id: user.id },
          details: {
            roleId: assignment.role.id,
            role: assignment.role.code,
            assignmentId,
          },
        },
        tx,
      );
      return this.view(user, tx);
    });
  }

  /** The target, locked, after the checks of rules 1 and 5. */
  private async lockManageable(
    actor: ActingUser,
    id: string,
    change: 'user' | 'status',
    tx: Transaction,
  ): Promise<User> {
    const user = await this.users.lock(id, tx);
    if (!user) throw new DomainException('user_not_found');
    await this.assertManageable(actor, user, change, tx);
    return user;
  }

  /** The target's portal rank is that of its platform roles. */
  private async assertManageable(
    actor: ActingUser,
    user: User,
    change: 'user' | 'status',
    tx: Transaction,
  ): Promise<void> {
    const target = actorOf(user.id, await this.assignments.findPlatformRolesOf(user.id, tx));
    if (change === 'status') this.policy.assertMayChangeStatus(actor, target, PORTAL);
    else this.policy.assertMayManageUser(actor, target, PORTAL);
  }

  private async view(user: User, tx?: Transaction): Promise<UserViewDto> {
    return toUserView(user, await this.assignments.findAssignmentsOfUsers([user.id], tx));
  }
}
