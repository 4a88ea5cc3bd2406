import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { StaffModule } from '../staff/staff.module';
import { UsersModule } from '../users/users.module';
import { PortalOrganizationsController } from './portal-organizations.controller';
import { PortalRolesController } from './portal-roles.controller';
import { PortalUsersController } from './portal-users.controller';
import { PortalUsersService } from './portal-users.service';

/** /v1/portal: what platform staff do with users, roles and organizations (contracts: ContractsModule). */
@Module({
  imports: [AccessModule, AuthModule, UsersModule, OrganizationsModule, StaffModule],
  controllers: [PortalUsersController, PortalRolesController, PortalOrganizationsController],
  providers: [PortalUsersService],
})
export class PortalModule {}
