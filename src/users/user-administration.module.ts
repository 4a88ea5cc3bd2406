import { DynamicModule, Module, Type } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { UserAdministrationService } from './user-administration.service';
import { UsersModule } from './users.module';
import { WebhooksModule } from '../webhooks/webhooks.module';

/**
 * User administration (UserAdministrationService): create, list, change and block users, give
 * and take platform roles. It ends sessions through AccountSessions, a port users declares
 * and auth provides; auth imports users, never the reverse, so the module that provides the
 * port is handed in by the one that imports both: `withSessions(AuthModule)`.
 */
@Module({})
export class UserAdministrationModule {
  static withSessions(sessions: Type): DynamicModule {
    return {
      module: UserAdministrationModule,
      imports: [AccessModule, UsersModule, WebhooksModule, sessions],
      providers: [UserAdministrationService],
      exports: [UserAdministrationService],
    };
  }
}
