import { Global, Module } from '@nestjs/common';
import { OrganizationAuditController, PortalAuditController } from './audit.controller';
import { AuditRetentionService } from './audit-retention.service';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

/** The audit trail: written by every module that changes things, read by the portal and organizations. */
@Global()
@Module({
  controllers: [PortalAuditController, OrganizationAuditController],
  providers: [AuditRepository, AuditService, AuditRetentionService],
  exports: [AuditService],
})
export class AuditModule {}
