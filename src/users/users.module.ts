import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { BootstrapDirectorService } from './bootstrap-director.service';
import { OneIdModule } from '../oneid/oneid.module';
import { MeController } from './me.controller';
import { MeOneIdController } from './me-oneid.controller';
import { OneIdLinkService } from './oneid-link.service';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts, the profile (/v1/me) and its link to OneID (/v1/me/oneid). */
@Module({
  imports: [AccessModule, OneIdModule],
  controllers: [MeController, MeOneIdController],
  providers: [UsersRepository, PasswordHasher, UsersService, BootstrapDirectorService, OneIdLinkService],
  exports: [UsersRepository, PasswordHasher, UsersService],
})
export class UsersModule {}
