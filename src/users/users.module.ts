import { Module } from '@nestjs/common';
import { MeController } from './me.controller';
import { PasswordHasher } from './password-hasher';
import { RolesRepository } from './roles.repository';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/** Accounts, the role catalogue and assignments, and the profile (/v1/me). */
@Module({
  controllers: [MeController],
  providers: [UsersRepository, RolesRepository, PasswordHasher, UsersService],
  exports: [UsersRepository, RolesRepository, PasswordHasher, UsersService],
})
export class UsersModule {}
