import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { BootstrapDirectorService } from './bootstrap-director.service';
import { MeController } from './me.controller';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts and the profile (/v1/me). */
@Module({
  imports: [AccessModule],
  controllers: [MeController],
  providers: [UsersRepository, PasswordHasher, UsersService, BootstrapDirectorService],
  exports: [UsersRepository, PasswordHasher, UsersService],
})
export class UsersModule {}
