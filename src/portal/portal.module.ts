import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { PortalRolesController } from './portal-roles.controller';
import { PortalUsersController } from './portal-users.controller';
import { PortalUsersService } from './portal-users.service';

/** /v1/portal: what platform staff do with users and roles (organizations live in their module). */
@Module({
  imports: [AuthModule, UsersModule],
  controllers: [PortalUsersController, PortalRolesController],
  providers: [PortalUsersService],
})
export class PortalModule {}
