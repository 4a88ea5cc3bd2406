import { Injectable } from '@nestjs/common';
import type { Caller, PersonCaller, StaffCaller } from '../access/caller';
import { AssignmentsRepository } from '../access/assignments.repository';
import { DomainException } from '../common/errors/domain.exception';
import { bearerRefused } from '../common/errors/unauthorized';
import { StaffMeViewDto } from './dto/staff-me-view.dto';
import { UpdateMeDto } from './dto/update-me.dto';
import { UserViewDto } from './dto/user-view.dto';
import { toUserView } from './user-view.mapper';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly assignments: AssignmentsRepository,
  ) {}

  /**
   * The caller's profile view as the access guard read it a moment ago: no second query; for a staff token the member as the till
   * sees it (CONTRACT §12.4): names and the roles that apply at the till's branch (the
   * guard's statement brought only those), never the phone or the account's other roles.
   */
  me(caller: PersonCaller | StaffCaller): UserViewDto | StaffMeViewDto {
    if (caller.kind === 'person') return toUserView(caller.profile, caller.assignments);
    const { id, firstName, lastName } = caller.profile;
    return {
      id,
      firstName,
      lastName,
      roles: caller.assignments.map(({ role }) => ({ code: role.code, name: role.name })),
    };
  }

  async view(userId: string): Promise<UserViewDto> {
    const user = await this.users.findById(userId);
    if (!user) throw bearerRefused('revoked');
    return toUserView(user, await this.assignments.findAssignmentsOfUsers([user.id]));
  }

  /** Names and sign-in method; password sign-in needs a password. */
  async updateProfile(caller: Caller, dto: UpdateMeDto): Promise<UserViewDto> {
    if (dto.authMethod === 'password' && !caller.profile.hasPassword) throw new DomainException('password_required');
    const changes = {
      ...(dto.firstName !== undefined ? { firstName: dto.firstName } : {}),
      ...(dto.lastName !== undefined ? { lastName: dto.lastName } : {}),
      ...(dto.authMethod !== undefined ? { authMethod: dto.authMethod } : {}),
    };
    if (Object.keys(changes).length > 0) await this.users.update(caller.userId, changes);
    return this.view(caller.userId);
  }
}
