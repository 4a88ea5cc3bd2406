import { Injectable } from '@nestjs/common';
import { RoleViewDto } from './dto/role-view.dto';
import { toRoleView } from './role-view.mapper';
import { RolesRepository } from './roles.repository';

@Injectable()
export class RolesService {
  constructor(private readonly roles: RolesRepository) {}

  async catalogue(): Promise<RoleViewDto[]> {
    return (await this.roles.findAll()).map(toRoleView);
  }
}
