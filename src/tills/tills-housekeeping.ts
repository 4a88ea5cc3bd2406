import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Housekeeping } from '../database/housekeeping';
import { TillOfflineRepository } from './till-offline.repository';
import { WRONG_PINS } from './till-staff.service';
import { TILLS_PER_DAY } from './tills.service';
import { TillsRepository } from './tills.repository';
import { TillCredentialsRepository } from './till-credentials.repository';
import { TillStaffSessionsRepository } from './till-staff-sessions.repository';

const DAY_MS = 86_400_000;

/**
 * The tills' purges (CONTRACT §12.3): till credentials ended more than SESSION_RETENTION_DAYS
 * ago (their refresh tokens first), staff sessions ended or expired that long ago, windows of
 * wrong PINs past their end, the organizations' windows of till creations with none in the last
 * day, offline kits expired more than 30 days ago that carry no current PIN (their event ids go
 * with them).
 */
@Injectable()
export class TillsHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly tills: TillsRepository,
    private readonly credentials: TillCredentialsRepository,
    private readonly staffSessions: TillStaffSessionsRepository,
    private readonly offline: TillOfflineRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const retained = (now: Date) => new Date(now.getTime() - this.config.sessionRetentionDays * DAY_MS);
    this.housekeeping.register(
      {
        table: 'till_refresh_tokens',
        purge: (now, limit) => this.credentials.deleteTokensOfCredentialsEndedBefore(retained(now), limit),
      },
      {
        table: 'till_staff_sessions',
        purge: (now, limit) => this.staffSessions.deleteStaffSessionsEndedBefore(retained(now), limit),
      },
      {
        table: 'till_credentials',
        purge: (now, limit) => this.credentials.deleteCredentialsEndedBefore(retained(now), limit),
      },
      {
        table: 'till_pin_failures',
        purge: (now, limit) =>
          this.staffSessions.deletePinWindowsStartedBefore(new Date(now.getTime() - WRONG_PINS.windowMs), limit),
      },
      {
        table: 'till_creation_windows',
        purge: (now, limit) =>
          this.tills.deleteCreationWindowsEndedBefore(new Date(now.getTime() - TILLS_PER_DAY.windowMs), limit),
      },
      {
        table: 'till_offline_kits',
        purge: (now, limit) => this.offline.deleteExpiredBefore(now, limit),
      },
    );
  }
}
