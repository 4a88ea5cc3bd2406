import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { PolledListsModule } from '../common/http/polled-lists';
import { OrganizationsModule } from '../organizations/organizations.module';
import { UsersModule } from '../users/users.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { PinsRepository } from './pins.repository';
import { StaffController } from './staff.controller';
import { MemberReach } from './member-reach';
import { MembersService } from './members.service';
import { PinLookupRead } from './pin-lookup.read';
import { PinsService } from './pins.service';
import { PinVerifiers } from './pin-verifiers';
import { StaffHousekeeping } from './staff-housekeeping';

/** Organization staff: members with client roles, and till PINs. */
@Module({
  imports: [AccessModule, UsersModule, OrganizationsModule, PolledListsModule, WebhooksModule],
  controllers: [StaffController],
  providers: [PinsRepository, MemberReach, MembersService, PinsService, PinLookupRead, PinVerifiers, StaffHousekeeping],
  exports: [MembersService, PinVerifiers],
})
export class StaffModule {}
