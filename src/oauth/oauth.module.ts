import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { RateLimitStoreModule } from '../limits/rate-limit.module';
import { IntrospectionController } from './introspection.controller';
import { IntrospectionService } from './introspection.service';
import { ServiceClientAuthLimits } from './service-client-auth-limits';
import { ServiceClientsRepository } from './service-clients.repository';
import { ServiceClientsService } from './service-clients.service';
import { SigningKeysService } from './signing-keys.service';
import { WellKnownController } from './well-known.controller';

/**
 * Tokens other services verify (CONTRACT §11.2): the JWKS and the RFC 8414 metadata, the
 * service clients, RFC 7662 introspection, and the portal's view and rotation of the signing
 * keys (whose ring is access's: every request verifies with it).
 */
@Module({
  imports: [AccessModule, AuditModule, RateLimitStoreModule],
  controllers: [WellKnownController, IntrospectionController],
  providers: [
    ServiceClientsRepository,
    ServiceClientsService,
    SigningKeysService,
    IntrospectionService,
    ServiceClientAuthLimits,
  ],
  exports: [ServiceClientsService, SigningKeysService],
})
export class OauthModule {}
