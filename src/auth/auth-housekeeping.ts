import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Housekeeping } from '../database/housekeeping';
import { PASSWORD_WINDOW_MS } from './auth.service';
import { ChallengesRepository } from './challenges.repository';
import { PasswordFailuresRepository } from './password-failures.repository';
import { SessionsRepository } from './sessions.repository';

const DAY_MS = 86_400_000;
/** The SMS limits' rolling hour (ChallengesService): older sends count for nothing. */
const HOUR_MS = 3_600_000;

/**
 * The auth tables' purges (CONTRACT §12.3): sessions ended or expired more than
 * SESSION_RETENTION_DAYS ago, their refresh tokens first; code challenges expired more than a
 * day ago; phone states with no send in the last hour and no lock; windows of wrong passwords
 * past their end.
 */
@Injectable()
export class AuthHousekeeping implements OnModuleInit {
  constructor(
    private readonly housekeeping: Housekeeping,
    private readonly sessions: SessionsRepository,
    private readonly challenges: ChallengesRepository,
    private readonly passwordFailures: PasswordFailuresRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const retained = (now: Date) => new Date(now.getTime() - this.config.sessionRetentionDays * DAY_MS);
    this.housekeeping.register(
      {
        table: 'refresh_tokens',
        purge: (now, limit) => this.sessions.deleteTokensOfEndedBefore(retained(now), limit),
      },
      { table: 'sessions', purge: (now, limit) => this.sessions.deleteEndedBefore(retained(now), limit) },
      {
        table: 'code_challenges',
        purge: (now, limit) => this.challenges.deleteExpiredBefore(new Date(now.getTime() - DAY_MS), limit),
      },
      {
        table: 'phone_code_states',
        purge: (now, limit) => this.challenges.deleteIdlePhoneStates(now, new Date(now.getTime() - HOUR_MS), limit),
      },
      {
        table: 'password_failures',
        purge: (now, limit) =>
          this.passwordFailures.deleteStartedBefore(new Date(now.getTime() - PASSWORD_WINDOW_MS), limit),
      },
    );
  }
}
