import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AccountSessions } from '../users/account-sessions';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthHousekeeping } from './auth-housekeeping';
import { AuthService } from './auth.service';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { MeSecurityController } from './me-security.controller';
import { OneIdModule } from '../oneid/oneid.module';
import { OneIdSignInController } from './oneid-sign-in.controller';
import { OneIdSignInService } from './oneid-sign-in.service';
import { PasswordFailuresRepository } from './password-failures.repository';
import { RateLimitModule } from '../limits/rate-limit.module';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { SmsModule } from './sms/sms.module';

/** Registration, sign-in, SMS codes, refresh tokens and sessions. */
@Module({
  imports: [AccessModule, UsersModule, SmsModule, RateLimitModule, OneIdModule],
  controllers: [AuthController, OneIdSignInController, MeSecurityController],
  providers: [
    PasswordFailuresRepository,
    ChallengesRepository,
    ChallengesService,
    SessionsRepository,
    SessionsService,
    AuthService,
    OneIdSignInService,
    AuthHousekeeping,
    { provide: AccountSessions, useExisting: SessionsService },
  ],
  exports: [SessionsService, AccountSessions],
})
export class AuthModule {}
