import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { ContractsModule } from '../contracts/contracts.module';
import { OauthModule } from '../oauth/oauth.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { StaffModule } from '../staff/staff.module';
import { UserAdministrationModule } from '../users/user-administration.module';
import { PortalContractsController } from './portal-contracts.controller';
import { PortalOrganizationsController } from './portal-organizations.controller';
import { PortalRolesController } from './portal-roles.controller';
import { PortalServiceClientsController } from './portal-service-clients.controller';
import { PortalSigningKeysController } from './portal-signing-keys.controller';
import { PortalUsersController } from './portal-users.controller';

/**
 * /v1/portal: what platform staff do with users, roles, organizations and contracts. Thin
 * controllers only: each takes the caller and the DTO, calls one method of a domain service
 * and returns its view; the rules live in the domain modules. (The portal's audit route is
 * AuditModule's.) User administration is users' module, handed AuthModule for the sessions
 * it ends (users may not import auth).
 */
@Module({
  imports: [
    AccessModule,
    UserAdministrationModule.withSessions(AuthModule),
    OrganizationsModule,
    StaffModule,
    ContractsModule,
    OauthModule,
  ],
  controllers: [
    PortalUsersController,
    PortalRolesController,
    PortalOrganizationsController,
    PortalContractsController,
    PortalSigningKeysController,
    PortalServiceClientsController,
  ],
})
export class PortalModule {}
