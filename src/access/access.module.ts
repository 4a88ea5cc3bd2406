import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UndeclaredBodyGuard } from '../common/validation/undeclared-body.guard';
import { AccessGuard } from './access.guard';
import { AccessHousekeeping } from './access-housekeeping';
import { AccessRepository } from './access.repository';
import { CallerReads } from './caller-reads';
import { ReadBesideRepository } from './read-beside.repository';
import { AccessTokens } from './access-tokens';
import { AssignmentsRepository } from './assignments.repository';
import { MembersRepository } from './members.repository';
import { KeyRing } from './key-ring';
import { PinGuessCeiling } from './pin-guess-ceiling';
import { SigningKeysRepository } from './signing-keys.repository';
import { RankPolicy } from './rank-policy';
import { RolesRepository } from './roles.repository';
import { RolesService } from './roles.service';

/**
 * Who may do what, written once: permissions, the role catalogue, roles and their
 * assignments, access tokens, the caller's standing in a route's scope, rank rules, and the
 * global guard. Every domain module imports it; it imports none of them.
 */
@Module({
  providers: [
    AccessTokens,
    AccessRepository,
    CallerReads,
    ReadBesideRepository,
    KeyRing,
    SigningKeysRepository,
    RolesRepository,
    AssignmentsRepository,
    MembersRepository,
    RolesService,
    RankPolicy,
    PinGuessCeiling,
    AccessHousekeeping,
    { provide: APP_GUARD, useClass: AccessGuard },
    // After the access guard (global guards run in the order they are provided): 401 before 400.
    { provide: APP_GUARD, useClass: UndeclaredBodyGuard },
  ],
  exports: [
    AccessTokens,
    AccessRepository,
    ReadBesideRepository,
    KeyRing,
    RolesRepository,
    AssignmentsRepository,
    MembersRepository,
    RolesService,
    RankPolicy,
    PinGuessCeiling,
  ],
})
export class AccessModule {}
