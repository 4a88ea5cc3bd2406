import { Injectable } from '@nestjs/common';
import { DomainException } from '../common/errors/domain.exception';
import { UpdateMeDto } from './dto/update-me.dto';
import { UserViewDto } from './dto/user-view.dto';
import { RolesRepository } from './roles.repository';
import { toUserView } from './user-view.mapper';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly roles: RolesRepository,
  ) {}

  async view(userId: string): Promise<UserViewDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException('unauthorized');
    return toUserView(user, await this.roles.findAssignmentsOfUsers([user.id]));
  }

  /** Names and sign-in method; password sign-in needs a password. */
  async updateProfile(userId: string, dto: UpdateMeDto): Promise<UserViewDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new DomainException('unauthorized');
    if (dto.authMethod === 'password' && !user.passwordHash) throw new DomainException('password_required');
    const changes = {
      ...(dto.firstName !== undefined ? { firstName: dto.firstName } : {}),
      ...(dto.lastName !== undefined ? { lastName: dto.lastName } : {}),
      ...(dto.authMethod !== undefined ? { authMethod: dto.authMethod } : {}),
    };
    if (Object.keys(changes).length > 0) await this.users.update(undefined, user.id, changes);
    return this.view(user.id);
  }
}
