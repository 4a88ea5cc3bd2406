import { Module } from '@nestjs/common';
import { BootstrapDirectorService } from './bootstrap-director.service';
import { MeController } from './me.controller';
import { PasswordHasher } from './password-hasher';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts, the role catalogue and assignments, and the profile (/v1/me). */
@Module({
  controllers: [MeController],
  providers: [UsersRepository, RolesRepository, RolesService, PasswordHasher, UsersService, BootstrapDirectorService],
  exports: [UsersRepository, RolesRepository, RolesService, PasswordHasher, UsersService],
})
export class UsersModule {}
