import { Injectable } from '@nestjs/common';
import { RoleViewDto } from './dto/user-view.dto';
import { RolesRepository } from './roles.repository';
import { toRoleView } from './user-view.mapper';

@Injectable()
export class RolesService {
  constructor(private readonly roles: RolesRepository) {}

  async catalogue(): Promise<RoleViewDto[]> {
    return (await this.roles.findAll()).map(toRoleView);
  }
}
