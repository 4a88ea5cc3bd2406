import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { PolledListsModule } from '../common/http/polled-lists';
import { StaffModule } from '../staff/staff.module';
import { TillDeviceController, TillPairingController } from './till-device.controller';
import { TillOfflineRepository } from './till-offline.repository';
import { TillOfflineService } from './till-offline.service';
import { TillStaffService } from './till-staff.service';
import { TillsController } from './tills.controller';
import { TillCredentialsRepository } from './till-credentials.repository';
import { TillStaffSessionsRepository } from './till-staff-sessions.repository';
import { TillsRepository } from './tills.repository';
import { TillsService } from './tills.service';
import { TillsHousekeeping } from './tills-housekeeping';
import { SignInProof } from './sign-in.proof';

/**
 * Tills as devices (CONTRACT §11.1): management by the organization's people, pairing by
 * code, the till's own rotating credential, staff sign-in by PIN and manager approvals. The
 * guard (access) checks till and staff tokens on every request.
 */
@Module({
  imports: [AccessModule, AuditModule, PolledListsModule, StaffModule],
  controllers: [TillsController, TillPairingController, TillDeviceController],
  providers: [
    SignInProof,
    TillsRepository,
    TillCredentialsRepository,
    TillStaffSessionsRepository,
    TillsService,
    TillStaffService,
    TillOfflineRepository,
    TillOfflineService,
    TillsHousekeeping,
  ],
  exports: [TillOfflineRepository],
})
export class TillsModule {}
