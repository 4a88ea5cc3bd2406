import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { ContractsModule } from '../contracts/contracts.module';
import { OauthModule } from '../oauth/oauth.module';
import { OrganizationsModule } from '../organizations/organizations.module';
import { StaffModule } from '../staff/staff.module';
import { UserAdministrationService } from '../users/user-administration.service';
import { UsersModule } from '../users/users.module';
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
 * AuditModule's.) UserAdministrationService is registered here, where both of its modules
 * meet: it needs UsersModule's repositories and AuthModule's AccountSessions, and auth
 * imports users, not the other way round.
 */
@Module({
  imports: [AccessModule, AuthModule, UsersModule, OrganizationsModule, StaffModule, ContractsModule, OauthModule],
  controllers: [
    PortalUsersController,
    PortalRolesController,
    PortalOrganizationsController,
    PortalContractsController,
    PortalSigningKeysController,
    PortalServiceClientsController,
  ],
  providers: [UserAdministrationService],
})
export class PortalModule {}
