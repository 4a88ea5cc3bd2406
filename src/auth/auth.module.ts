import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AccessService } from './authorization/access.service';
import { RankPolicy } from './authorization/rank-policy';
import { ChallengesRepository } from './challenges.repository';
import { ChallengesService } from './challenges.service';
import { AuthenticationGuard } from './guards/authentication.guard';
import { MeSecurityController } from './me-security.controller';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { SecretsService } from './secrets.service';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { SmsModule } from './sms/sms.module';
import { TokensService } from './tokens.service';

/** Registration, sign-in, SMS codes, tokens and sessions; authenticates every request. */
@Module({
  imports: [UsersModule, JwtModule.register({}), SmsModule, RateLimitModule],
  controllers: [AuthController, MeSecurityController],
  providers: [
    SecretsService,
    TokensService,
    ChallengesRepository,
    ChallengesService,
    SessionsRepository,
    SessionsService,
    AuthService,
    AccessService,
    RankPolicy,
    { provide: APP_GUARD, useClass: AuthenticationGuard },
  ],
  exports: [SessionsService, SecretsService, RankPolicy, AccessService],
})
export class AuthModule {}
